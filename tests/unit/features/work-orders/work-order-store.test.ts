import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '../../../../src/db/app-db';
import {
  addCustomJob,
  addPart,
  orderParts,
  removeLine,
  updateLine,
} from '../../../../src/features/work-orders/work-order-edits';
import { entriesOfWorkOrder, workOrderOperations } from '../../../../src/features/work-orders/work-order-outbox';
import { changeWorkOrder, createWorkOrder } from '../../../../src/features/work-orders/work-order-store';
import { DocumentChangeError } from '../../../../src/documents/document-kind';
import { onChangeRecorded } from '../../../../src/sync/sync-signal';
import { clearDb } from '../../sync/support';

const userId = 'u1';
const rate = { id: 'mechanical', rate: 6000 };
const part = { name: 'Front brake pads', price: 2500, surcharge: 0, multipleOfSaleQuantity: 1, stockAvailability: 4 };

const read = async (id: string) => (await appDb.workOrders.get(id))!;
const newWorkOrder = () => createWorkOrder(userId, { header: { vrm: 'WB19 KFD' }, currency: 'GBP', defaultUplift: 0 });

/**
 * One edit on the device (changeWorkOrder): the row and its outbox entry are written in one
 * transaction, the entry queued while the row is read. Either both are there, or neither.
 */
describe('a work order changed on the device', () => {
  const announced = vi.fn();
  let stop: () => void = () => {};

  beforeEach(async () => {
    await clearDb();
    announced.mockClear();
    stop = onChangeRecorded(announced);
  });
  afterEach(() => stop());

  it('shows the change at once, priced, and queues it once', async () => {
    const id = await newWorkOrder();
    announced.mockClear();
    const job = addCustomJob(
      (await read(id)).workOrder,
      { description: 'Diagnose a noise', time: '01:30', customJob: null },
      rate,
    );
    await changeWorkOrder(userId, id, job, 'Add a job');

    const row = await read(id);
    expect(row.provisional).toBe(true);
    expect(row.workOrder.workOrderJobs.map((line) => line.description)).toEqual(['Diagnose a noise']);
    expect(row.workOrder.prices.workOrderSummary.labourPrice.excTax).toBe(9000);
    const entries = await entriesOfWorkOrder(id);
    expect(entries.map((entry) => entry.operation)).toEqual([workOrderOperations.create, workOrderOperations.changes]);
    expect(entries[1]).toMatchObject({ userId, description: 'Add a job', state: 'pending', payload: { changes: job } });
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('keeps the parts it was given, to price them offline', async () => {
    const id = await newWorkOrder();
    await changeWorkOrder(userId, id, addPart((await read(id)).workOrder, 'WB-PADS-1', 2), 'Add pads', {
      parts: { '/products/WB-PADS-1': part },
    });
    const row = await read(id);
    expect(row.parts['/products/WB-PADS-1']).toEqual(part);
    expect(row.workOrder.prices.workOrderItems.partPrice.excTax).toBe(5000);
  });

  it('refuses a change the work order cannot take in words, and queues nothing', async () => {
    const id = await newWorkOrder();
    const before = await read(id);
    announced.mockClear();
    // Nothing to order: refused by the rule the server refuses it with.
    await expect(changeWorkOrder(userId, id, orderParts(), 'Order the parts')).rejects.toBeInstanceOf(
      DocumentChangeError,
    );
    expect(await read(id)).toEqual(before);
    expect((await entriesOfWorkOrder(id)).map((entry) => entry.operation)).toEqual([workOrderOperations.create]);
    expect(announced).not.toHaveBeenCalled();
  });

  it('refuses a change to a line another change removed, and queues nothing', async () => {
    const id = await newWorkOrder();
    await changeWorkOrder(userId, id, addPart((await read(id)).workOrder, 'WB-PADS-1', 1), 'Add pads', {
      parts: { '/products/WB-PADS-1': part },
    });
    const stale = (await read(id)).workOrder;
    const line = stale.workOrderItems[0]!;
    await changeWorkOrder(userId, id, removeLine(stale, 'item', line.id), 'Remove pads');
    const before = await read(id);
    // The quantity changed on what the screen showed before the line went.
    const quantity = updateLine(stale, 'item', line.id, { quantity: 4 });
    await expect(changeWorkOrder(userId, id, quantity, '4 × pads')).rejects.toThrow(
      'That part of the work order can no longer change. Please reload it.',
    );
    expect(await read(id)).toEqual(before);
    expect(await entriesOfWorkOrder(id)).toHaveLength(3);
  });

  it('queues nothing for a work order that is not this person’s on this device', async () => {
    const id = await newWorkOrder();
    const job = addCustomJob((await read(id)).workOrder, { description: 'MOT', time: '00:45', customJob: null }, rate);
    await expect(changeWorkOrder('u2', id, job, 'Add a job')).rejects.toThrow('This work order is not on this device.');
    await expect(changeWorkOrder(userId, 'no-such-id', job, 'Add a job')).rejects.toBeInstanceOf(DocumentChangeError);
    expect(await appDb.outbox.count()).toBe(1);
  });
});
