import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { SaveWorkOrder } from '../../../contract/work-orders/routes';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { log } from '../../api/log';
import { appDb, isQuotaError } from '../../db/app-db';
import type { OutboxEntry } from '../../db/outbox';
import type { LocalPart, WorkOrderRow } from '../../db/work-orders';
import type { RepairTaskGroup } from '../../../contract/repair-data/schemas';
import { outboxEntryOf, recordChange, StorageFullError } from '../../sync/record-change';
import { announceChange } from '../../sync/sync-signal';
import { blankWorkOrder, deriveLocally, localCopy, type LocalContext } from './work-order-local';
import { changesOf, entriesOfWorkOrder, WORK_ORDER_ENTITY, workOrderOperations } from './work-order-outbox';
import { MAX_CHANGES_PER_REQUEST, type ChangesPayload, type CreatePayload } from './work-order-payloads';

/** A change the work order cannot take as it stands on this device, in words for the screen. */
export class WorkOrderChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkOrderChangeError';
  }
}

export function contextOf(row: Pick<WorkOrderRow, 'parts' | 'repairTasks' | 'server' | 'workOrder'>): LocalContext {
  return { parts: row.parts, repairTasks: row.repairTasks, defaultUplift: defaultUpliftOf(row) };
}

/**
 * The account's default uplift as the row shows it: a copy whose own uplift is null was priced
 * with it (the server's first, then this device's); else the best guess is the uplift in force.
 */
function defaultUpliftOf({ server, workOrder }: Pick<WorkOrderRow, 'server' | 'workOrder'>): number {
  if (server?.uplift === null) return server.appliedUplift;
  if (workOrder.uplift === null) return workOrder.appliedUplift;
  return server?.appliedUplift ?? workOrder.appliedUplift;
}

/** trade-features §8: a price failure is logged (the summary also says so, from the row). */
function logPriceFailure(id: string, local: { priceFailure: string | null; priceError?: string }): void {
  if (local.priceFailure !== null) {
    log.warn(
      'Work order',
      id,
      'prices could not be worked out on this device:',
      local.priceError ?? local.priceFailure,
    );
  }
}

/** The work order a create entry starts from, before the server has answered it. */
function createdFrom(row: WorkOrderRow, entries: readonly OutboxEntry[]): WorkOrder {
  const create = entries.find((entry) => entry.operation === workOrderOperations.create);
  const body: Partial<SaveWorkOrder> = (create?.payload as CreatePayload | undefined)?.body ?? {};
  const { workOrderItems: _i, workOrderJobs: _j, workOrderQuickKits: _k, maintenanceSchedules: _m, ...header } = body;
  const blank = blankWorkOrder(row.id, header as Partial<WorkOrder>, row.workOrder.currency, row.workOrder.createdAt);
  return { ...blank, appliedUplift: row.workOrder.appliedUplift };
}

/**
 * The row rebuilt from its base (the server's copy, or the new work order) and the entries still
 * waiting, oldest first; `entries` already leaves out any that has just gone.
 */
export function rebuiltRow(row: WorkOrderRow, entries: readonly OutboxEntry[], now = new Date()): WorkOrderRow {
  const base = row.server ?? createdFrom(row, entries);
  const local = localCopy(base, changesOf(entries), contextOf(row), now.toISOString());
  logPriceFailure(row.id, local);
  const kept = new Set(entries.map((entry) => entry.id));
  return {
    ...row,
    workOrder: local.workOrder,
    priceFailure: local.priceFailure,
    serverVersion: row.server?.rev ?? 0,
    provisional: entries.length > 0,
    problems: row.problems.filter((problem) => kept.has(problem.entryId)),
    updatedAt: now.toISOString(),
  };
}

/** Rebuilds a work order's row from the outbox as it is now, leaving out `gone` (being deleted). */
export async function rebuildRow(id: string, gone?: string, server?: WorkOrder): Promise<WorkOrderRow | undefined> {
  const row = await appDb.workOrders.get(id);
  if (!row) return undefined;
  const entries = (await entriesOfWorkOrder(id)).filter((entry) => entry.id !== gone);
  const rebuilt = rebuiltRow(server ? { ...row, server } : row, entries);
  await appDb.workOrders.put(rebuilt);
  return rebuilt;
}

export interface NewWorkOrder {
  header: Omit<SaveWorkOrder, 'id'>;
  currency: 'GBP' | 'EUR';
  /** The account's default uplift (§4), for the provisional prices. */
  defaultUplift: number;
}

/**
 * A new work order made on the device with its own id, shown at once, and POST /work-orders/save
 * queued; the server gives its number when it arrives.
 */
export async function createWorkOrder(userId: string, input: NewWorkOrder, now = new Date()): Promise<string> {
  const id = uuidv7(now.getTime());
  const blank = blankWorkOrder(id, input.header as Partial<WorkOrder>, input.currency, now.toISOString());
  const context = { parts: {}, repairTasks: [], defaultUplift: input.defaultUplift };
  const { workOrder } = deriveLocally({ ...blank, appliedUplift: input.defaultUplift }, context);
  const row: WorkOrderRow = {
    id,
    userId,
    serverVersion: 0,
    provisional: true,
    updatedAt: now.toISOString(),
    workOrder,
    server: null,
    parts: {},
    repairTasks: [],
    problems: [],
  };
  const payload: CreatePayload = { body: { ...input.header, id } };
  const vehicle = input.header.vrm ?? 'a vehicle';
  await recordChange(
    [appDb.workOrders],
    async () => void (await appDb.workOrders.add(row)),
    {
      userId,
      entity: WORK_ORDER_ENTITY,
      entityId: id,
      operation: workOrderOperations.create,
      payload,
      description: `New work order for ${vehicle}`,
    },
    now,
  );
  return id;
}

export interface ChangeExtras {
  /** Parts this change puts on the work order, to price them before the server does. */
  parts?: Record<string, LocalPart>;
  /** The vehicle's repair-time tree, when the change chose a job from it (overlap offline). */
  repairTasks?: readonly RepairTaskGroup[];
  /** The account's default uplift, when the change leaves the uplift to it (null) and the screen knows it. */
  defaultUplift?: number;
}

/**
 * Changes a work order on the device: its row and the outbox entry in one transaction. The
 * change is applied here by the rule the server applies it with, so what the person sees is
 * what the server will do; one it cannot take (a line another change removed, nothing to order)
 * is refused at once in words, and nothing is queued.
 */
export async function changeWorkOrder(
  userId: string,
  id: string,
  changes: WorkOrderChange[],
  description: string,
  extras: ChangeExtras = {},
  now = new Date(),
): Promise<void> {
  if (changes.length === 0 || changes.length > MAX_CHANGES_PER_REQUEST)
    throw new WorkOrderChangeError('This change is too large to save at once. Please make it in smaller steps.');
  const payload: ChangesPayload = { changes };
  const entry = outboxEntryOf(
    { userId, entity: WORK_ORDER_ENTITY, entityId: id, operation: workOrderOperations.changes, payload, description },
    now,
  );
  // As recordChange records a change (the row and its entry in one transaction), but the entry is
  // added while the row is read, not after it is written: the two requests go to IndexedDB
  // together, a round trip less on every edit. A change refused below throws, and the
  // transaction takes the entry back with it.
  try {
    await appDb.transaction('rw', appDb.workOrders, appDb.outbox, async () => {
      const [row] = await Promise.all([appDb.workOrders.get(id), appDb.outbox.add(entry)]);
      if (!row || row.userId !== userId) throw new WorkOrderChangeError('This work order is not on this device.');
      const withExtras = {
        ...row,
        parts: { ...row.parts, ...extras.parts },
        repairTasks: extras.repairTasks ? [...extras.repairTasks] : row.repairTasks,
      };
      const context = contextOf(withExtras);
      const local = localCopy(
        row.workOrder,
        changes,
        extras.defaultUplift === undefined ? context : { ...context, defaultUplift: extras.defaultUplift },
        now.toISOString(),
      );
      const [refusal] = local.refusals;
      if (refusal) throw new WorkOrderChangeError(refusal);
      if (local.clashes.length)
        throw new WorkOrderChangeError('That part of the work order can no longer change. Please reload it.');
      logPriceFailure(id, local);
      await appDb.workOrders.put({
        ...withExtras,
        workOrder: local.workOrder,
        priceFailure: local.priceFailure,
        provisional: true,
        updatedAt: now.toISOString(),
      });
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  announceChange();
}
