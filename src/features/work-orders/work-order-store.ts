import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { applyToWorkOrder } from '../../../contract/work-orders/apply';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { SaveWorkOrder } from '../../../contract/work-orders/routes';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { RepairTaskGroup } from '../../../contract/repair-data/schemas';
import { log } from '../../api/log';
import { appDb } from '../../db/app-db';
import type { LocalPart, WorkOrderRow } from '../../db/work-orders';
import { createDocumentStore } from '../../documents/create-document-store';
import { blankWorkOrder, deriveLocally, THIS_DEVICE, withLocalPrices, type LocalContext } from './work-order-local';
import { WORK_ORDER_ENTITY, workOrderOperations } from './work-order-outbox';
import { MAX_CHANGES_PER_REQUEST } from './work-order-payloads';

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

/**
 * Prices, times after overlap and counts, as the server would derive them from what the device
 * knows. trade-features §8: a price failure is logged (the summary also says so, from the row).
 */
function derived(doc: WorkOrder, row: WorkOrderRow, defaultUplift = defaultUpliftOf(row)) {
  const local = deriveLocally(withLocalPrices(doc, row.parts), { ...contextOf(row), defaultUplift });
  if (local.priceFailure !== null) {
    log.warn(
      'Work order',
      row.id,
      'prices could not be worked out on this device:',
      local.priceError ?? local.priceFailure,
    );
  }
  return { doc: local.workOrder, row: { priceFailure: local.priceFailure } };
}

/** The work orders on the device, kept by the document kit. */
export const workOrderStore = createDocumentStore<WorkOrder, WorkOrderChange, WorkOrderRow, SaveWorkOrder>({
  table: appDb.workOrders,
  field: 'workOrder',
  entity: WORK_ORDER_ENTITY,
  operations: workOrderOperations,
  maxChanges: MAX_CHANGES_PER_REQUEST,
  apply: (now) => applyToWorkOrder({ at: now, by: THIS_DEVICE, device: THIS_DEVICE }),
  derive: (doc, row) => derived(doc, row),
  underived: { priceFailure: null },
  blank: (row, body = {} as SaveWorkOrder) => {
    const { workOrderItems: _i, workOrderJobs: _j, workOrderQuickKits: _k, maintenanceSchedules: _m, ...header } = body;
    const blank = blankWorkOrder(row.id, header as Partial<WorkOrder>, row.workOrder.currency, row.workOrder.createdAt);
    return { ...blank, appliedUplift: row.workOrder.appliedUplift };
  },
  fromServer: (userId, server, now) => ({
    id: server.id,
    userId,
    serverVersion: server.rev,
    provisional: false,
    updatedAt: now,
    workOrder: server,
    server,
    parts: {},
    repairTasks: [],
  }),
  words: {
    notOnDevice: 'This work order is not on this device.',
    clash: 'That part of the work order can no longer change. Please reload it.',
  },
});

export const { rebuiltRow, rebuildRow } = workOrderStore;

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
  };
  const description = `New work order for ${input.header.vrm ?? 'a vehicle'}`;
  return workOrderStore.create(row, { ...input.header, id }, description, now);
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
 * Changes a work order on the device: its row and the outbox entry in one transaction, applied
 * here by the rule the server applies it with (the kit's change). One it cannot take (a line
 * another change removed, nothing to order) is refused at once in words, and nothing is queued.
 */
export function changeWorkOrder(
  userId: string,
  id: string,
  changes: WorkOrderChange[],
  description: string,
  extras: ChangeExtras = {},
  now = new Date(),
): Promise<void> {
  return workOrderStore.change(
    userId,
    id,
    changes,
    description,
    {
      prepare: (row) => ({
        ...row,
        parts: { ...row.parts, ...extras.parts },
        repairTasks: extras.repairTasks ? [...extras.repairTasks] : row.repairTasks,
      }),
      derive: (doc, row) => derived(doc, row, extras.defaultUplift),
    },
    now,
  );
}
