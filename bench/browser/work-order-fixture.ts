// The work orders the Chromium benches of issue 24 work on, made on the device through the real
// store (createWorkOrder, changeWorkOrder): jobs chosen from a vehicle's repair-time tree (tasks
// that include others first, so that overlap has work to do), and parts priced on the device.
import { uuidv7 } from '../../contract/ids/uuid-v7';
import type { RepairTask, RepairTaskGroup } from '../../contract/repair-data/schemas';
import type { WorkOrder } from '../../contract/work-orders/schemas';
import { appDb } from '../../src/db/app-db';
import type { LocalPart, WorkOrderRow } from '../../src/db/work-orders';
import * as edits from '../../src/features/work-orders/work-order-edits';
import { entriesOfWorkOrder } from '../../src/features/work-orders/work-order-outbox';
import { changeWorkOrder, createWorkOrder } from '../../src/features/work-orders/work-order-store';

export const LABOUR_RATE = { id: 'standard', rate: 6500 };

/** `count` tasks of the tree: each task that includes others with the ones it includes, then the rest. */
export function chosenTasks(tree: readonly RepairTaskGroup[], count: number): RepairTask[] {
  const all = tree.flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.tasks));
  const byId = new Map(all.map((task) => [task.id, task]));
  const ordered = all
    .filter((task) => task.includes.length)
    .flatMap((task) => [task, ...task.includes.flatMap((included) => byId.get(included.id) ?? [])]);
  const picked = new Map<string, RepairTask>();
  for (const task of [...ordered, ...all]) if (picked.size < count) picked.set(task.id, task);
  return [...picked.values()];
}

/** The i-th part of a bench work order as the device knows it when it was chosen. */
export function benchPart(i: number): { sku: string; part: LocalPart } {
  return {
    sku: `WB-BENCH-${String(i + 1).padStart(4, '0')}`,
    part: {
      name: `Bench part ${i + 1}`,
      price: 995 + i * 137,
      surcharge: i % 5 === 0 ? 500 : 0,
      multipleOfSaleQuantity: 1,
      stockAvailability: 4,
    },
  };
}

export interface NewBenchWorkOrder {
  userId: string;
  tree: readonly RepairTaskGroup[];
  tecdocId: number;
  vrm: string;
  tasks: readonly RepairTask[];
  /** Parts as [sku, what the device knows of it]. */
  parts: readonly { sku: string; part: LocalPart }[];
  labourRate?: { id: string; rate: number };
}

const rowOf = async (id: string): Promise<WorkOrderRow> => {
  const row = await appDb.workOrders.get(id);
  if (!row) throw new Error(`Work order ${id} is not on the device`);
  return row;
};

/** A work order made on the device line by line, as a person adds them (its changes are queued). */
export async function makeWorkOrder(input: NewBenchWorkOrder): Promise<string> {
  const { userId, tree } = input;
  const id = await createWorkOrder(userId, {
    header: {
      vrm: input.vrm,
      make: 'Ford',
      model: 'Focus Mk4',
      tecdocId: input.tecdocId,
      customerName: 'Sam Spanner',
      mileage: 48_000,
    },
    currency: 'GBP',
    defaultUplift: 10,
  });
  const rate = input.labourRate ?? LABOUR_RATE;
  for (const task of input.tasks) {
    const doc = (await rowOf(id)).workOrder;
    await changeWorkOrder(userId, id, edits.addTaskJob(doc, task, rate), `Add ${task.description}`, {
      repairTasks: tree,
    });
  }
  for (const [i, { sku, part }] of input.parts.entries()) {
    const doc = (await rowOf(id)).workOrder;
    await changeWorkOrder(userId, id, edits.addPart(doc, sku, 1 + (i % 3)), `Add ${part.name}`, {
      parts: { [`/products/${sku}`]: part },
    });
  }
  return id;
}

/**
 * The work order as though the server had answered every change: its copy is the server's, and
 * nothing of it waits in the outbox (what a tablet holds after opening it online).
 */
export async function settleAsServerCopy(id: string): Promise<WorkOrderRow> {
  const row = await rowOf(id);
  const server: WorkOrder = { ...row.workOrder, workOrderNumber: 'WO-000123', rev: 7, accountNumber: 'WB-TRADE-1' };
  const settled: WorkOrderRow = { ...row, workOrder: server, server, serverVersion: 7, provisional: false };
  const entries = await entriesOfWorkOrder(id);
  await appDb.transaction('rw', appDb.workOrders, appDb.outbox, async () => {
    await appDb.outbox.bulkDelete(entries.map((entry) => entry.id));
    await appDb.workOrders.put(settled);
  });
  return settled;
}

/** A copy of a settled work order under a new id (the same lines), for a bench case of its own. */
export async function copyOf(row: WorkOrderRow): Promise<string> {
  const id = uuidv7();
  const workOrder = { ...row.workOrder, id };
  await appDb.workOrders.put({ ...row, id, workOrder, server: row.server ? { ...row.server, id } : null });
  return id;
}
