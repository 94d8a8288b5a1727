import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../src/db/app-db';
import { addCustomJob, setField } from '../../../../src/features/work-orders/work-order-edits';
import { entriesOfWorkOrder } from '../../../../src/features/work-orders/work-order-outbox';
import { changeWorkOrder, createWorkOrder, rebuiltRow } from '../../../../src/features/work-orders/work-order-store';
import { clearDb } from '../../sync/support';

const userId = 'u1';
const header = { vrm: 'WB19 KFD', make: 'Ford', model: 'Focus Mk4' };
/** £60 an hour for one hour: labour is £60 plus the uplift. */
const rate = { id: 'mechanical', rate: 6000 };

async function workOrder() {
  const id = await createWorkOrder(userId, { header, currency: 'GBP', defaultUplift: 10 });
  const row = (await appDb.workOrders.get(id))!;
  await changeWorkOrder(
    userId,
    id,
    addCustomJob(row.workOrder, { description: 'Diagnose a noise', time: '01:00', customJob: null }, rate),
    'Add a job',
  );
  return id;
}

const read = async (id: string) => (await appDb.workOrders.get(id))!;
const labour = async (id: string) => {
  const { workOrder: doc } = await read(id);
  return [
    doc.appliedUplift,
    doc.prices.workOrderSummary.labourPrice.excTax,
    doc.prices.withoutUplift.labourPrice.excTax,
  ];
};

/**
 * The uplift set on the device (trade-features §4): the work order's own, or null for the account's
 * default. The device prices it at once, before the server has it, and the figures with and without
 * uplift follow.
 */
describe('the uplift changed on the device', () => {
  beforeEach(clearDb);

  it('prices the work order with its own uplift, and 0 as no uplift', async () => {
    const id = await workOrder();
    expect(await labour(id)).toEqual([10, 6600, 6000]);
    await changeWorkOrder(userId, id, setField((await read(id)).workOrder, 'uplift', 25), 'Uplift of 25%');
    expect(await labour(id)).toEqual([25, 7500, 6000]);
    await changeWorkOrder(userId, id, setField((await read(id)).workOrder, 'uplift', 0), 'Uplift of 0%');
    expect(await labour(id)).toEqual([0, 6000, 6000]);
  });

  it('goes back to the account’s default, not the uplift it had, and keeps it when the row is rebuilt', async () => {
    const id = await workOrder();
    await changeWorkOrder(userId, id, setField((await read(id)).workOrder, 'uplift', 25), 'Uplift of 25%');
    await changeWorkOrder(userId, id, setField((await read(id)).workOrder, 'uplift', null), 'Default uplift', {
      defaultUplift: 10,
    });
    expect(await labour(id)).toEqual([10, 6600, 6000]);

    // The server's copy arrives with the work order's own uplift, the change to null still waiting.
    const row = await read(id);
    const server = { ...row.workOrder, uplift: 25, appliedUplift: 25, rev: 2 };
    const entries = await entriesOfWorkOrder(id);
    const rebuilt = rebuiltRow({ ...row, server }, entries.slice(-1));
    expect(rebuilt.workOrder.uplift).toBeNull();
    expect(rebuilt.workOrder.appliedUplift).toBe(10);
  });
});
