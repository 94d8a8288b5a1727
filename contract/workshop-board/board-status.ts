import type { IndirectReason } from '../clocking/schemas';
import type { WorkOrder } from '../work-orders/schemas';

type WorkOrderStatus = WorkOrder['status'];

/** The board's statuses (issue 47, "A board of the workshop"), in the order its columns read. */
export const boardStatuses = [
  'waiting',
  'in-progress',
  'waiting-for-parts',
  'waiting-for-authorisation',
  'ready',
] as const;
export type BoardStatus = (typeof boardStatuses)[number];

export const boardStatusLabels: Record<BoardStatus, string> = {
  waiting: 'Waiting',
  'in-progress': 'In progress',
  'waiting-for-parts': 'Waiting for parts',
  'waiting-for-authorisation': 'Waiting for authorisation',
  ready: 'Ready',
};

export interface BoardStatusFacts {
  status: WorkOrderStatus;
  /** Someone is clocked onto one of its jobs now. */
  clockedOn: boolean;
  /** What the work order's customer has still to answer, incTax (prices.authorisation.awaiting). */
  awaitingAuthorisation: number;
  /**
   * A technician who came off this work order is now on indirect time for this reason (they
   * stopped to wait for parts or for the customer's yes): the work order waits for that.
   */
  stoppedFor: IndirectReason | null;
}

/**
 * A work order's place on the board, from what the work order and the clocks hold. Work orders
 * record no parts delivery, so "waiting for parts" is read from the lifecycle's `parts-ordered`
 * (ordered, work not started) or from a technician who stopped it for parts; "waiting for
 * authorisation" from lines the customer has not answered yet, or a technician who stopped for it.
 * In order: completed is ready; someone on it now is in progress; then the stop's reason; then
 * the awaited authorisation; then the lifecycle (parts-ordered, in-progress, pending → waiting).
 */
export function boardStatusOf(facts: BoardStatusFacts): BoardStatus {
  if (facts.status === 'completed') return 'ready';
  if (facts.clockedOn) return 'in-progress';
  if (facts.stoppedFor === 'waiting-for-parts') return 'waiting-for-parts';
  if (facts.stoppedFor === 'waiting-for-authorisation') return 'waiting-for-authorisation';
  if (facts.awaitingAuthorisation > 0) return 'waiting-for-authorisation';
  if (facts.status === 'parts-ordered') return 'waiting-for-parts';
  if (facts.status === 'in-progress') return 'in-progress';
  return 'waiting';
}
