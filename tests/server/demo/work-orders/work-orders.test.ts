import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrderStatuses } from '../../../../contract/work-orders/lifecycle';
import { workOrderSchema, type WorkOrder, type WorkOrderSummary } from '../../../../contract/work-orders/schemas';
import { login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus, workOrderClient } from '../../modules/work-orders/work-order-client';

type Page = { 'hydra:member': WorkOrderSummary[]; 'hydra:totalItems': number };

describe.each(testDatabases)('the demo workshops’ work orders on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  it('give the Leeds workshop its work orders in every status, with the named jobs the README lists', async () => {
    const tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    const all: WorkOrderSummary[] = [];
    // About thirty everyday ones and the big jobs, then the bay's completed cars of the clocks' weeks.
    for (let page = 1; page <= 20; page++) {
      const answer = await tablet.list(`?page=${page}&itemsPerPage=100`);
      expectStatus(answer, 200);
      const members = answer.json<Page>()['hydra:member'];
      all.push(...members);
      if (members.length < 100) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((order) => order.status))).toEqual(new Set(workOrderStatuses));

    const named = async (vrm: string) => {
      const found = (await tablet.list(`?search=${vrm}`)).json<Page>()['hydra:member'];
      const oldest = found.at(-1);
      expect(oldest, vrm).toBeDefined();
      const order = (await tablet.get(oldest!.id)).json<WorkOrder>();
      expect(workOrderSchema.safeParse(order).success).toBe(true);
      return order;
    };
    const brakes = await named('WB19KFD');
    expect(brakes).toMatchObject({ status: 'pending', make: 'Ford' });
    // A repair-time job: the task's id and its book time for this Focus.
    expect(brakes.workOrderJobs[0]).toMatchObject({
      description: 'Front brake discs and pads - renew',
      job: expect.stringMatching(/^1M0/),
      time: '01:06',
      authorisation: null,
    });
    expect(brakes.workOrderItems.length).toBeGreaterThanOrEqual(2);
    expect(brakes.prices.workOrderSummary.total.incTax).toBeGreaterThan(10_000);
    expect((await named('WB16GLF')).status).toBe('in-progress');
    const clutch = await named('P4RTS');
    expect(clutch).toMatchObject({ status: 'parts-ordered', model: 'Transit Custom' });
    // The van's own clutch kit is on order, not an empty list.
    expect(clutch.workOrderItems.map((item) => item.productName)).toEqual([
      expect.stringMatching(/^LuK .*Transit Custom/),
    ]);
    expect(clutch.workOrderItems.every((item) => item.orderedIn !== null)).toBe(true);
    expect(clutch.statusHistory).toEqual([expect.objectContaining({ from: 'pending', to: 'parts-ordered' })]);
    // …on a real order at the branch, placed the day the status moved, that the garage can look up.
    const orderId = clutch.workOrderItems[0]!.orderedIn!;
    expect(clutch.partsOrders).toEqual([
      {
        id: orderId,
        reference: expect.stringMatching(/^WB-\d{6}$/),
        placedAt: clutch.statusHistory[0]!.at,
        totalIncTax: expect.any(Number),
      },
    ]);
    const order = await tablet.send('GET', `/orders/${orderId}`);
    expectStatus(order, 200);
    expect(order.json()).toMatchObject({ workOrderId: clutch.id, status: 'placed', lines: [{ quantity: 1 }] });
    // A pending work order has nothing on order.
    expect(brakes.partsOrders ?? []).toEqual([]);
  });

  it('price the Dublin workshop’s in euro with Irish VAT on labour', async () => {
    const tablet = workOrderClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const answer = await tablet.list();
    expectStatus(answer, 200);
    const page = answer.json<Page>();
    expect(page['hydra:totalItems']).toBeGreaterThanOrEqual(20);
    const order = (await tablet.get(page['hydra:member'][0]!.id)).json<WorkOrder>();
    expect(order.currency).toBe('EUR');
    expect(order.workOrderJobs.every((job) => job.taxRate === 1350)).toBe(true);
  });
});
