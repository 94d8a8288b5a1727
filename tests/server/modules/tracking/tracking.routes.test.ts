import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Order } from '../../../../contract/orders/schemas';
import { trackingMessages } from '../../../../contract/tracking/messages';
import type { WismoOrder, WismoOrderList, WismoOrderSummary } from '../../../../contract/tracking/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import type { DatabaseHandle } from '../../../../server/db/database';
import { NAMED_REFERENCE } from '../../../../server/demo/orders/order-plan';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus } from '../basket/basket-client';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { clientOf, confirmedOrder, pay, placedOrder, type Client } from '../invoices/invoice-fixtures';

const leedsKirkstall = '01936b2e-0000-7000-8000-00000000b001';

/**
 * Issue 26, trade §7 wismo: the person's orders with where each is, one order's events, and the
 * latest of several; anyone else's order, or one with nothing to show yet, is 404.
 */
describe.each(testDatabases)('order tracking on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;
  let trader: Client;
  let irish: Client;
  let shopper: Client;

  beforeAll(async () => {
    handle = await database.open();
    // The demo's orders were placed up to today: the clock starts now, so they have happened.
    clock = createTestClock(Date.now());
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 500);
    trader = await clientOf(app, trade);
    irish = await clientOf(app, tradeIe);
    shopper = await clientOf(app, retail);
  });
  afterAll(() => app.close());

  const list = async (client: Client, body: object = {}) => {
    const response = await client.send('POST', '/account/wismo-order-list', body);
    expectStatus(response, 200);
    return response.json<WismoOrderList>();
  };
  const track = (client: Client, body: object) => client.send('POST', '/account/wismo-order', body);
  const named = async (client: Client) => (await list(client, { customerRef: NAMED_REFERENCE })).orders[0]!;

  it('lists the person’s orders newest first, with where each is now', async () => {
    const { orders, next_page } = await list(trader);
    expect(orders).toHaveLength(10);
    expect(next_page).toBe(2);
    const placed = orders.map((order) => order.placedAt);
    expect(placed).toEqual([...placed].sort().reverse());
    // The newest is today's named order, on the branch's van and already out with its window.
    expect(orders[0]).toMatchObject({ customerReference: NAMED_REFERENCE, deliveryMethod: 'van' });
    expect(orders[0]!.window).not.toBeNull();
    expect(orders[0]!.branchName).toBe('Leeds Kirkstall');
  });

  it('pages with next_page, null on the last page', async () => {
    const first = await list(trader, { limit: 50, page: 1 });
    const second = await list(trader, { limit: 50, page: 2 });
    expect(first.next_page).toBe(2);
    expect(second.orders.map((order) => order.ref)).not.toContain(first.orders[0]!.ref);
    let page = 1;
    let last = first;
    while (last.next_page) {
      page = last.next_page;
      last = await list(trader, { limit: 50, page });
    }
    expect(last.next_page).toBeNull();
    expect(last.orders.length).toBeGreaterThan(0);
    expect((await list(trader, { limit: 50, page: page + 1 })).orders).toEqual([]);
  });

  it('narrows by status, reference and day', async () => {
    const delivered = await list(trader, { status: 'delivered', limit: 50 });
    expect(delivered.orders.length).toBeGreaterThan(0);
    for (const order of delivered.orders) expect(order.status).toBe('delivered');
    const newest = await named(trader);
    const byRef = await list(trader, { customerRef: 'job 4411' });
    expect(byRef.orders.map((order) => order.ref)).toEqual([newest.ref]);
    expect(byRef.next_page).toBeNull();
    const day = newest.placedAt.slice(0, 10);
    const byDay = await list(trader, { date: day, limit: 50 });
    expect(byDay.orders.map((order) => order.ref)).toContain(newest.ref);
    for (const order of byDay.orders) expect(order.placedAt.slice(0, 10)).toBe(day);
    expect((await list(trader, { date: '2020-01-01' })).orders).toEqual([]);
  });

  it('narrows by registration as typed (any case, any spacing), to that vehicle’s orders only', async () => {
    // Two orders of the test's own, for two vehicles no demo order names.
    const forVehicle = async (vrm: string) => {
      const basket = await trader.basketWith([[featuredSkus.brakePadsFocus, 1]], 'GBP');
      const shipped = await trader.update(basket.id, {
        shipping: { service: 'click-and-collect', date: '2026-03-10' },
      });
      expectStatus(shipped, 200);
      const ready = shipped.json<{ id: string; version: number }>();
      const confirmed = await trader.confirm(ready.id, { version: ready.version, orderId: uuidv7(), vrm });
      expectStatus(confirmed, 201);
      const order = confirmed.json<Order>();
      expectStatus(await pay(trader, order), 201);
      return order.reference;
    };
    // Placed on the day the collection is for; the clock comes back to now before the lists are read.
    clock.advance((tuesdayMorning - clock().getTime()) / 1000);
    let mine: string, other: string;
    try {
      mine = await forVehicle('WB26 TRK');
      other = await forVehicle('WB26 TRL');
    } finally {
      clock.advance((Date.now() - clock().getTime()) / 1000);
    }
    for (const typed of ['wb26trk', 'WB26 TRK', ' wb26 trk ']) {
      const byVrm = await list(trader, { vrm: typed, limit: 50 });
      expect(byVrm.orders.map((order) => order.ref)).toEqual([mine]);
      expect(byVrm.orders[0]!.vrm).toBe('WB26TRK');
    }
    expect((await list(trader, { vrm: 'WB26 TRL', limit: 50 })).orders.map((order) => order.ref)).toEqual([other]);
  });

  it('the demo’s history holds deliveries, collections and an attempted delivery with its reason', async () => {
    const attempted = await list(trader, { status: 'attempted', limit: 50 });
    expect(attempted.orders.length).toBeGreaterThan(0);
    expect(attempted.orders[0]!.latestEvent.reason).toBeTruthy();
    const collected = (await list(trader, { limit: 50 })).orders.filter((order) => order.deliveryMethod === 'collect');
    expect(collected.length).toBeGreaterThan(0);
    const parcels = (await list(shopper, { limit: 50 })).orders.filter((order) => order.deliveryMethod === 'parcel');
    expect(parcels.length).toBeGreaterThan(0);
    expect(parcels[0]).toMatchObject({ carrier: 'DPD', status: expect.stringMatching(/^(delivered|attempted)$/) });
  });

  it('refuses a bad filter with the spec’s violations', async () => {
    const response = await trader.send('POST', '/account/wismo-order-list', {
      status: 'lost',
      limit: 0,
      page: 0,
      date: '2026-02-30',
    });
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({ '@type': 'ConstraintViolationList' });
    const paths = (response.json().violations as { propertyPath: string }[]).map((violation) => violation.propertyPath);
    expect(paths.sort()).toEqual(['date', 'limit', 'page', 'status']);
    const day = await trader.send('POST', '/account/wismo-order-list', { date: '27/11/2026' });
    expect(day.json().violations).toEqual([{ propertyPath: 'date', message: trackingMessages.date }]);
  });

  it('takes the specification’s body with empty strings as no filter (issue 43)', async () => {
    const unfiltered = await list(trader, { limit: 50, page: 1 });
    const blank = await list(trader, { status: '', customerRef: '', vrm: '', date: '', limit: 50, page: 1 });
    expect(blank.orders.map((order) => order.ref)).toEqual(unfiltered.orders.map((order) => order.ref));
    expect(blank.next_page).toBe(unfiltered.next_page);
    // Spaces alone are no filter either; a status that is not one is still refused beside it.
    expect((await list(trader, { customerRef: '  ', vrm: ' ', limit: 50 })).orders).toHaveLength(
      unfiltered.orders.length,
    );
    const wrong = await trader.send('POST', '/account/wismo-order-list', { status: 'lost', date: '' });
    expect(wrong.json().violations).toEqual([{ propertyPath: 'status', message: trackingMessages.status }]);
  });

  it('shows the active account’s orders, as the invoices do: another account’s is 404 until switched to', async () => {
    const leeds = await named(trader);
    const [, manchester] = trade.accounts;
    const switchTo = (id: string) => trader.send('PUT', `/users/change-babbage-account/${id}`);
    expectStatus(await switchTo(manchester!.id), 200);
    try {
      const shown = (await list(trader, { limit: 50 })).orders;
      expect(shown.map((order) => order.ref)).not.toContain(leeds.ref);
      for (const order of shown) expect(order.branchName).toBe('Manchester Trafford');
      expectStatus(await track(trader, { ref: leeds.ref }), 404);
      const refreshed = await trader.send('POST', '/account/update-wismo-orders', { refs: [leeds.ref] });
      expect(refreshed.json<{ orders: WismoOrderSummary[] }>().orders).toEqual([]);
    } finally {
      expectStatus(await switchTo(trade.accounts[0]!.id), 200);
    }
    expectStatus(await track(trader, { ref: leeds.ref }), 200);
  });

  it('answers one order’s events, with the driver, van and window', async () => {
    const summary = await named(trader);
    const response = await track(trader, { ref: summary.ref.toLowerCase(), branchId: leedsKirkstall });
    expectStatus(response, 200);
    const order = response.json<WismoOrder>();
    expect(order.orderId).toBe(summary.orderId);
    expect(order.events.slice(0, 4).map((event) => event.kind)).toEqual([
      'received',
      'picking',
      'loaded',
      'out-for-delivery',
    ]);
    const loaded = order.events[2]!;
    expect(loaded.driver).toBeTruthy();
    expect(loaded.vanRegistration).toBeTruthy();
    expect(order.events[3]!.window).toEqual(order.window);
    expect(Date.parse(order.window!.to) - Date.parse(order.window!.from)).toBe(3600_000);
  });

  it('is 404 for an unknown reference, a branch or order id not matching, another account’s order', async () => {
    const summary = await named(trader);
    const ireland = await named(irish);
    const notFound = { 'hydra:description': trackingMessages.notFound };
    for (const [client, body] of [
      [trader, { ref: 'WB-000000' }],
      [trader, { ref: summary.ref, branchId: '01936b2e-0000-7000-8000-00000000b003' }],
      [trader, { ref: summary.ref, orderId: ireland.orderId }],
      [trader, { ref: ireland.ref }],
      [shopper, { ref: summary.ref }],
    ] as const) {
      const response = await track(client, body);
      expectStatus(response, 404);
      expect(response.json()).toMatchObject(notFound);
    }
    expectStatus(await track(irish, { ref: ireland.ref, orderId: ireland.orderId }), 200);
  });

  it('needs a logged-in user and a reference', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/account/wismo-order', payload: { ref: 'x' } });
    expectStatus(anonymous, 401);
    const missing = await track(trader, {});
    expectStatus(missing, 400);
    expect(missing.json().violations).toEqual([{ propertyPath: 'ref', message: trackingMessages.ref }]);
  });

  it('refreshes several orders at once, leaving out those that are not the person’s', async () => {
    const [first, second] = (await list(trader, { limit: 2 })).orders as [WismoOrderSummary, WismoOrderSummary];
    const ireland = await named(irish);
    const response = await trader.send('POST', '/account/update-wismo-orders', {
      refs: [first.ref, second.ref.toLowerCase(), ireland.ref, 'WB-000000'],
    });
    expectStatus(response, 200);
    expect(response.json<{ orders: WismoOrderSummary[] }>().orders.map((order) => order.ref)).toEqual([
      first.ref,
      second.ref,
    ]);
    const empty = await trader.send('POST', '/account/update-wismo-orders', { refs: [] });
    expectStatus(empty, 400);
    expect(empty.json().violations).toEqual([{ propertyPath: 'refs', message: trackingMessages.refs }]);
  });

  it('tracks an order placed now as the day goes on; an order not yet paid has nothing to show', async () => {
    clock.advance((tuesdayMorning - clock().getTime()) / 1000);
    try {
      const order: Order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]], {
        service: 'same-day-van',
      });
      const now = async () => (await track(trader, { ref: order.reference })).json<WismoOrder>();
      expect((await now()).events.map((event) => event.kind)).toEqual(['received']);
      expect((await now()).status).toBe('processing');
      clock.advance(40 * 60);
      const out = await now();
      expect(out.status).toBe('on-the-way');
      expect(out.latestEvent.kind).toBe('out-for-delivery');
      expect(out.branchName).toBe('Leeds Kirkstall');
      clock.advance(3 * 3600);
      expect(['delivered', 'attempted']).toContain((await now()).status);
      // Another trade user cannot see it.
      expectStatus(await track(irish, { ref: order.reference }), 404);

      const unpaid = await confirmedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
      expectStatus(await track(trader, { ref: unpaid.reference }), 404);
    } finally {
      clock.advance((Date.now() - clock().getTime()) / 1000);
    }
  });
});
