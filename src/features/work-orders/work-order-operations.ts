import { rebaseChanges } from '../../../contract/documents/rebase';
import { workOrderRules } from '../../../contract/work-orders/apply';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { ApiError, NetworkError } from '../../api/api-error';
import { appDb } from '../../db/app-db';
import { registerOperation, type Operation, type QueuedEntry } from '../../sync/operations';
import { entriesOfWorkOrder, workOrderOperations } from './work-order-outbox';
import {
  changesPayloadSchema,
  createPayloadSchema,
  foldChanges,
  type ChangesPayload,
  type CreatePayload,
} from './work-order-payloads';
import { contextOf, rebuildRow } from './work-order-store';
import { describeClash } from './work-order-words';
import { localCopy } from './work-order-local';

// The requests (and the contract's work-order schemas they bring) load when the first change is
// sent; a chunk that cannot be fetched is a network failure, retried later, never a refusal.
const requests = () =>
  import('./api/work-order-requests').catch((cause: unknown) => {
    throw new NetworkError(cause);
  });

/** The server's copy laid under the changes still waiting (all but `entry`, which is done). */
const adopt = async (entry: QueuedEntry, server: WorkOrder) =>
  void (await rebuildRow(entry.entityId, entry.id, server));

const common = {
  snapshot: async (entry: QueuedEntry) => (await appDb.workOrders.get(entry.entityId))?.workOrder ?? null,
  applied: async (entry: QueuedEntry, answer: unknown) => adopt(entry, answer as WorkOrder),
  takeTheirs: async (entry: QueuedEntry, theirs: unknown) => adopt(entry, theirs as WorkOrder),
  /** The server's words and its violations go on the work order, beside the lines they name. */
  failed: async (entry: QueuedEntry, message: string, error: unknown) => {
    const row = await appDb.workOrders.get(entry.entityId);
    if (!row) return;
    const violations = error instanceof ApiError ? error.violations : [];
    const problems = [...row.problems.filter((problem) => problem.entryId !== entry.id)];
    await appDb.workOrders.put({ ...row, problems: [...problems, { entryId: entry.id, message, violations }] });
  },
} satisfies Partial<Operation>;

const create: Operation<CreatePayload> = {
  ...common,
  payload: createPayloadSchema,
  send: async (entry, policy) => (await requests()).sendCreate(entry, policy),
  // A work order the server already has (sent again after a lost answer) is answered as it is.
  keepMine: async () => {},
  // Never sent, so never there: the work order goes, and so do its later changes.
  discarded: async (entry) => {
    const later = (await entriesOfWorkOrder(entry.entityId)).filter((other) => other.id !== entry.id);
    await appDb.outbox.bulkDelete(later.map((other) => other.id));
    await appDb.conflicts.bulkDelete(later.map((other) => other.id));
    await appDb.workOrders.delete(entry.entityId);
  },
};

const changes: Operation<ChangesPayload> = {
  ...common,
  payload: changesPayloadSchema,
  send: async (entry, policy) => (await requests()).sendChanges(entry, policy),
  fold: foldChanges,
  /** The same intents, starting from the server's copy: mine go over what the other tablet did. */
  keepMine: async (entry, theirs) => {
    const row = await appDb.workOrders.get(entry.entityId);
    const server = theirs as WorkOrder;
    const mine = row?.workOrder ?? server;
    return { payload: { changes: rebaseChanges(entry.payload.changes, server, mine, workOrderRules) } };
  },
  conflictValues: (entry, theirs) => {
    const server = theirs as WorkOrder;
    // The same rule the server refused them by names what clashed, with both values.
    const context = contextOf({ parts: {}, repairTasks: [], server, workOrder: server });
    const { clashes } = localCopy(server, entry.payload.changes, context, server.modifiedAt);
    return clashes.map((clash) => describeClash(clash, server));
  },
  discarded: async (entry) => void (await rebuildRow(entry.entityId, entry.id)),
};

/** The work orders' operations in the sync registry; app/ calls this once at start. */
export function registerWorkOrderOperations(): void {
  registerOperation(workOrderOperations.create, create);
  registerOperation(workOrderOperations.changes, changes);
}
