import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydraCollection } from '../../../../contract/http/hydra';
import type { InvoiceSummary } from '../../../../contract/invoices/schemas';
import { orderMessages } from '../../../../contract/orders/messages';
import type { Order } from '../../../../contract/orders/schemas';
import type { TrackingEventKind } from '../../../../contract/tracking/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus } from '../basket/basket-client';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { clientOf, placedOrder, type Client } from '../invoices/invoice-fixtures';
import { returnsClient } from '../returns/returns-fixtures';
import { minutesAfter, writeTracking } from './tracking-fixtures';

const DAY_MINUTES = 24 * 60;

/**
 * Issue 43: an order is cancelled only until it is dispatched or made ready to collect; after
 * that the way back is a return, with its window and quantities. The refusal is a 422 beside the
 * order's status, and nothing is put back, reversed or credited.
 */
describe.each(testDatabases)('cancelling an order on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;
  let trader: Client;

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock(tuesdayMorning);
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 500);
    trader = await clientOf(app, trade);
  });
  afterAll(() => app.close());

  /** A placed order whose tracking says these happened, each `gap` minutes apart, the last `ago` minutes ago. */
  async function orderWith(kinds: TrackingEventKind[], { ago = 10, gap = 20 } = {}): Promise<Order> {
    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 2]]);
    const last = minutesAfter(clock(), -ago);
    await writeTracking(
      handle.db,
      order.id,
      kinds.map((kind, index) => [kind, minutesAfter(last, (index - kinds.length + 1) * gap)] as const),
    );
    return order;
  }
  const paymentStatus = async (orderId: string) =>
    (
      await queryRows<{ status: string }>(
        handle.db,
        sql`SELECT status FROM payment_transactions WHERE order_id = ${orderId}::uuid`,
      )
    ).map((row) => row.status);
  const creditNotesOf = async (orderId: string) => {
    const listed = await trader.send('GET', '/babbage-invoices?type=credit-note&itemsPerPage=100');
    expectStatus(listed, 200);
    return listed.json<HydraCollection<InvoiceSummary>>()['hydra:member'].filter((note) => note.orderId === orderId);
  };
  const cancel = (order: Order) => trader.send('POST', `/orders/${order.id}/cancel`);

  it('refuses a collected order with a 422 beside its status, and reverses nothing (the £172.02 case)', async () => {
    // Collected 41 days ago: outside the 30-day return window too.
    const order = await orderWith(['received', 'picking', 'ready-to-collect', 'collected'], { ago: 41 * DAY_MINUTES });
    const refused = await cancel(order);
    expectStatus(refused, 422);
    const message = orderMessages.tooLateToCancel['handed-over'];
    expect(refused.json()).toMatchObject({
      '@type': 'ConstraintViolationList',
      status: 422,
      violations: [{ propertyPath: 'status', message }],
    });

    const read = await trader.send('GET', `/orders/${order.id}`);
    expectStatus(read, 200);
    expect(read.json<Order>()).toMatchObject({ status: 'placed', cancelledAt: null });
    expect(read.json<Order>().trackingEvents.map((event) => event.kind)).toEqual([
      'received',
      'picking',
      'ready-to-collect',
      'collected',
    ]);
    expect(await paymentStatus(order.id)).toEqual(['completed']);
    expect(await creditNotesOf(order.id)).toEqual([]);
    // And the return form rightly refuses it as outside the window.
    const [pads] = await returnsClient(trader).returnable(order.id);
    expect(pads).toMatchObject({ returnableQuantity: 0, notReturnable: { code: 'outside-window' } });
  });

  it.each([
    [['received', 'picking', 'ready-to-collect'], 'ready-to-collect'],
    [['received', 'picking', 'loaded'], 'dispatched'],
    [['received', 'picking', 'dispatched', 'at-depot'], 'dispatched'],
    [['received', 'picking', 'loaded', 'out-for-delivery', 'delivered'], 'handed-over'],
  ] as const)('refuses once %j has happened (%s)', async (kinds, refusal) => {
    const order = await orderWith([...kinds]);
    const refused = await cancel(order);
    expectStatus(refused, 422);
    expect(refused.json().violations).toEqual([
      { propertyPath: 'status', message: orderMessages.tooLateToCancel[refusal] },
    ]);
    expect(await paymentStatus(order.id)).toEqual(['completed']);
  });

  it('cancels while it is being picked: the payment is reversed and the invoice credited, once', async () => {
    const order = await orderWith(['received', 'picking']);
    const cancelled = await cancel(order);
    expectStatus(cancelled, 200);
    expect(cancelled.json<Order>().status).toBe('cancelled');
    expect(cancelled.json<Order>().trackingEvents.map((event) => event.kind)).toEqual([
      'received',
      'picking',
      'cancelled',
    ]);
    expectStatus(await cancel(order), 200);
    expect(await paymentStatus(order.id)).toEqual(['reversed']);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });

  it('what is due later has not happened yet: ready to collect in five minutes still cancels now', async () => {
    const order = await orderWith(['received', 'picking', 'ready-to-collect'], { ago: -5, gap: 10 });
    const read = await trader.send('GET', `/orders/${order.id}`);
    expect(read.json<Order>().trackingEvents.map((event) => event.kind)).toEqual(['received', 'picking']);
    expectStatus(await cancel(order), 200);
  });

  it('an order with its own drawn tracking (no test events) is refused once the clock passes it', async () => {
    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    // Click and collect: ready at the branch within the hour (tracking-schedule.ts); a day later, collected.
    clock.advance(24 * 3600);
    // The token of the morning has expired by then.
    trader = await clientOf(app, trade);
    const refused = await cancel(order);
    expectStatus(refused, 422);
    expect(refused.json().violations[0].message).toBe(orderMessages.tooLateToCancel['handed-over']);
  });
});
