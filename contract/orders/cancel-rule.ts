import type { TrackingEventKind } from '../tracking/schemas';
import type { Order } from './schemas';

/**
 * May this order still be cancelled? (issue 43). Only until it leaves the branch's shelf: once it
 * is on a van or with the carrier, or put out ready to collect, the way back is a return, with
 * its window and quantities. The server refuses a cancel by this rule (422) and the order page
 * shows "Cancel order" only while it allows one, so the two never disagree.
 */
export type CancelRefusal = 'cancelled' | 'work-order' | 'dispatched' | 'ready-to-collect' | 'handed-over';

/** What the rule reads of an order: its status and the tracking events that have happened. */
export type CancelFacts = Pick<Order, 'status' | 'workOrderId' | 'trackingEvents'>;

/** Each event that puts an order past cancelling, and why; 'received' and 'picking' do not. */
const refusalOfKind: Partial<Record<TrackingEventKind, CancelRefusal>> = {
  loaded: 'dispatched',
  dispatched: 'dispatched',
  'at-depot': 'dispatched',
  'out-for-delivery': 'dispatched',
  // A delivery that failed brings the parts back to the branch, but they have still been out.
  attempted: 'dispatched',
  'ready-to-collect': 'ready-to-collect',
  delivered: 'handed-over',
  collected: 'handed-over',
};

/** Later steps say more: delivered beats dispatched, whatever order the events came in. */
const weight: Record<CancelRefusal, number> = {
  cancelled: 4,
  'work-order': 3,
  'handed-over': 2,
  'ready-to-collect': 1,
  dispatched: 1,
};

/** Why the order can no longer be cancelled, or null while it can. */
export function cancelRefusalOf(order: CancelFacts): CancelRefusal | null {
  if (order.status === 'cancelled') return 'cancelled';
  // Parts ordered for a work order stay with it: the branch takes them back (issue 26).
  if (order.workOrderId) return 'work-order';
  let refusal: CancelRefusal | null = null;
  for (const event of order.trackingEvents) {
    const found = refusalOfKind[event.kind];
    if (found && (!refusal || weight[found] > weight[refusal])) refusal = found;
  }
  return refusal;
}

export const mayCancel = (order: CancelFacts): boolean => cancelRefusalOf(order) === null;
