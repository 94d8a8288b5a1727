import { sameValue } from '../../../contract/documents/same-value';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { HeaderField, WorkOrder } from '../../../contract/work-orders/schemas';
import { appDb } from '../../db/app-db';
import { DocumentChangeError } from '../../documents/document-kind';
import { changeWorkOrder, workOrderStore } from './work-order-store';

export type HeaderValues = Partial<Record<HeaderField, unknown>>;

/** Each work order's header writes, one after another. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Sets header fields of a work order (a `setFields` intent) from what its row holds when the
 * write runs, not from what a screen last rendered: a field saved while the person is still
 * typing, or a vehicle filled in by a lookup that took seconds, says it changes the value the
 * write before it left. The writes to one work order run one after another, so each reads what
 * the previous one wrote. Answers whether anything changed (a value it already holds is not
 * queued again).
 */
export function setHeaderFields(
  userId: string,
  id: string,
  values: HeaderValues,
  description: string,
): Promise<boolean> {
  const write = async () => {
    const row = await appDb.workOrders.get(id);
    if (!row || row.userId !== userId) throw new DocumentChangeError(workOrderStore.kind.words.notOnDevice);
    const doc: WorkOrder = row.workOrder;
    const fields = (Object.keys(values) as HeaderField[]).filter((field) => !sameValue(doc[field], values[field]));
    if (!fields.length) return false;
    const base = Object.fromEntries(fields.map((field) => [field, doc[field] ?? null]));
    const set = Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
    await changeWorkOrder(userId, id, [{ op: 'setFields', base, set } as WorkOrderChange], description);
    return true;
  };
  const next = (queues.get(id) ?? Promise.resolve()).catch(() => {}).then(write);
  queues.set(id, next);
  const done = () => {
    if (queues.get(id) === next) queues.delete(id);
  };
  next.then(done, done);
  return next;
}
