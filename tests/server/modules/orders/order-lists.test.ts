import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '../../../../contract/basket/schemas';
import { basketMessages } from '../../../../contract/basket/messages';
import { queryDateMessage } from '../../../../contract/http/query-date';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Order, OrderListItem } from '../../../../contract/orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus } from '../basket/basket-client';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';

interface Orders {
  'hydra:member': OrderListItem[];
  'hydra:totalItems': number;
}

/**
 * Finding an order again (trade §7, issue 26): the person's orders by vehicle, their own
 * reference and dates; the trade account's orders, the work orders' parts among them; one by its
 * reference. Another person's orders are never among them.
 */
describe.each(testDatabases)('finding orders on $name', (database) => {
  let app: FastifyInstance;
  let clock: TestClock;
  const made: Order[] = [];

  const trader = async () => basketClient(app, (await login(app, trade.email, trade.password)).token);
  /** This test's clock is in March; the demo's orders are dated in real time, so a bound keeps them out. */
  const march = 'createdAt[before]=2026-03-31T00:00:00';
  const list = async (query: string, path = '/users-orders') => {
    const response = await (await trader()).send('GET', `${path}${query}`);
    expectStatus(response, 200);
    return response.json<Orders>();
  };

  /** A trade order collected today, with what the person typed at checkout; an hour apart each. */
  async function order(extra: object): Promise<Order> {
    clock.advance(3600);
    const client = await trader();
    const basket = await client.basketWith([[featuredSkus.brakePadsFocus, 1]]);
    const shipped = (
      await client.update(basket.id, { shipping: { service: 'click-and-collect', date: '2026-03-10' } })
    ).json<Basket>();
    const confirmed = await client.confirm(shipped.id, { version: shipped.version, orderId: uuidv7(), ...extra });
    expectStatus(confirmed, 201);
    return confirmed.json<Order>();
  }

  beforeAll(async () => {
    clock = createTestClock(tuesdayMorning - 4 * 3600 * 1000);
    const handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 50);
    made.push(await order({ customerReference: 'Job 4411 – Mrs Kaur', vrm: 'wb19 kfd' })); // 07:00
    made.push(await order({ customerReference: 'PO 20417' })); // 08:00
    made.push(await order({ vrm: 'WB16GLF' })); // 09:00
  });
  afterAll(() => app.close());

  it('keeps what was typed at checkout, the registration normalised', () => {
    expect(made[0]).toMatchObject({ customerReference: 'Job 4411 – Mrs Kaur', vrm: 'WB19KFD' });
    expect(made[1]).toMatchObject({ customerReference: 'PO 20417', vrm: null });
  });

  it('finds by vehicle with or without the space, by any part of the reference, between two dates', async () => {
    const ids = (orders: Orders) => orders['hydra:member'].map((one) => one.id);
    expect(ids(await list(`?vehicle=WB19%20KFD&${march}`))).toEqual([made[0]!.id]);
    expect(ids(await list(`?customerReference=4411&${march}`))).toEqual([made[0]!.id]);
    expect(ids(await list(`?customerReference=po%202&${march}`))).toEqual([made[1]!.id]);
    // A % typed is a percent sign, not "anything".
    expect(ids(await list('?customerReference=%25'))).toEqual([]);
    const between = await list('?createdAt[after]=2026-03-10T07:30:00&createdAt[before]=2026-03-10T09:00:00');
    expect(ids(between)).toEqual([made[2]!.id, made[1]!.id]);
    const paged = await list(
      '?createdAt[after]=2026-03-10&createdAt[before]=2026-03-10T23:59:59&itemsPerPage=2&page=2',
    );
    expect(paged['hydra:totalItems']).toBe(3);
    expect(ids(paged)).toEqual([made[0]!.id]);
  });

  it('answers each order as its row: the order’s own figures, its lines only on the order itself', async () => {
    const [member] = (await list(`?vehicle=WB19KFD&${march}`))['hydra:member'];
    const { lines, shipping, notices, totals, invoiceNumber: _invoice, trackingEvents: _events, ...row } = made[0]!;
    expect(member).toEqual(row);
    expect(member).not.toHaveProperty('lines');
    const whole = await (await trader()).send('GET', `/orders/${member!.id}`);
    expect(whole.json<Order>()).toMatchObject({ lines, shipping, notices, totals });
  });

  it('refuses a date that is not one, beside the filter', async () => {
    const response = await (await trader()).send('GET', '/users-orders?createdAt[after]=2026-02-30');
    expectStatus(response, 400);
    expect(response.json().violations).toEqual([{ propertyPath: 'createdAt[after]', message: queryDateMessage }]);
  });

  it('refuses a reference longer than a branch can read out, beside the field', async () => {
    const client = await trader();
    const basket = await client.basketWith([[featuredSkus.brakePadsFocus, 1]]);
    const response = await client.confirm(basket.id, { version: basket.version, customerReference: 'x'.repeat(36) });
    expectStatus(response, 400);
    expect(response.json().violations).toContainEqual({
      propertyPath: 'customerReference',
      message: basketMessages.customerReference,
    });
  });

  it('lists the trade account’s orders with its work orders’ parts; a retail customer’s account has none', async () => {
    const account = await list(`?itemsPerPage=100&${march}`, '/users-babbage-account-orders');
    expect(account['hydra:member'].map((one) => one.id)).toEqual(made.map((one) => one.id).reverse());
    const forWorkOrders = (await list('?customerReference=WO-', '/users-babbage-account-orders'))['hydra:member'];
    expect(forWorkOrders.length).toBeGreaterThan(0);
    for (const one of forWorkOrders) {
      expect(one.customerReference).toMatch(/^WO-\d{6}$/);
      expect(one.workOrderId).not.toBeNull();
    }
    const shopper = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const none = (await shopper.send('GET', '/users-babbage-account-orders')).json<Orders>();
    expect(none).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });

  it('finds one by its reference in any case; another person’s reference finds nothing', async () => {
    const reference = made[1]!.reference;
    const found = await list(`?reference=${reference.toLowerCase()}`, '/orders');
    expect(found['hydra:member'].map((one) => one.id)).toEqual([made[1]!.id]);
    const shopper = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const theirs = (await shopper.send('GET', `/orders?reference=${reference}`)).json<Orders>();
    expect(theirs['hydra:totalItems']).toBe(0);
  });
});
