import { entriesOfEntity, entriesOfUser } from '../../db/outbox-queries';
import type { OutboxEntry } from '../../db/outbox';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';

/** The outbox's name for work orders, and their operations in the sync registry. */
export const WORK_ORDER_ENTITY = 'workOrder';
export const workOrderOperations = {
  /** POST /work-orders/save with the id made on the device. */
  create: 'workOrder.create',
  /** POST /work-orders/{id}/changes: intents, merged with other tablets' work by the server. */
  changes: 'workOrder.changes',
} as const;

/** One work order's entries still in the outbox (waiting, refused or in conflict), oldest first. */
export function entriesOfWorkOrder(id: string): Promise<OutboxEntry[]> {
  return entriesOfEntity(id).toArray();
}

/** A person's work-order entries, oldest first. */
export async function workOrderEntriesOf(userId: string): Promise<OutboxEntry[]> {
  const entries = await entriesOfUser(userId).toArray();
  return entries.filter((entry) => entry.entity === WORK_ORDER_ENTITY);
}

/** The intents the entries carry, in order (a create carries none: its lines are in its body). */
export function changesOf(entries: readonly OutboxEntry[]): WorkOrderChange[] {
  return entries.flatMap((entry) =>
    entry.operation === workOrderOperations.changes ? (entry.payload as { changes: WorkOrderChange[] }).changes : [],
  );
}
