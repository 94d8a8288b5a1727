import type { TrackingEventKind } from '../tracking/schemas';

/**
 * Where an order is, in the words the orders list and the order's page show (issue 43): read from
 * what its tracking says has happened and from the parts that came back by returns, never from the
 * payment status alone, so an order delivered weeks ago never reads "Placed".
 */
export const orderProgressWords = [
  'Awaiting payment',
  'Placed',
  'Being picked',
  'Dispatched',
  'Ready to collect',
  'Delivered',
  'Collected',
  'Part-returned',
  'Returned',
  'Cancelled',
] as const;
export type OrderProgress = (typeof orderProgressWords)[number];

/** What the rule reads of an order. */
export interface OrderProgressFacts {
  status: 'awaiting-payment' | 'placed' | 'cancelled';
  /** The tracking events that have happened, oldest first (the order's `trackingEvents`). */
  trackingEvents: readonly { kind: TrackingEventKind }[];
  /** Units on the order, and units back with the branch by returns (collected or credited). */
  orderedUnits: number;
  returnedUnits: number;
}

/** The word of the latest event: a failed delivery is still out with the van or carrier. */
const wordOfKind: Record<TrackingEventKind, OrderProgress> = {
  received: 'Placed',
  picking: 'Being picked',
  loaded: 'Dispatched',
  dispatched: 'Dispatched',
  'at-depot': 'Dispatched',
  'out-for-delivery': 'Dispatched',
  attempted: 'Dispatched',
  'ready-to-collect': 'Ready to collect',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

export function orderProgressOf(order: OrderProgressFacts): OrderProgress {
  if (order.status === 'cancelled') return 'Cancelled';
  if (order.status === 'awaiting-payment') return 'Awaiting payment';
  // Parts come back only after the order reached its customer: what came back says the most.
  if (order.returnedUnits > 0) {
    return order.returnedUnits >= order.orderedUnits ? 'Returned' : 'Part-returned';
  }
  const latest = order.trackingEvents.at(-1);
  return latest ? wordOfKind[latest.kind] : 'Placed';
}
