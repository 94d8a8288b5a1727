import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import type { Order, OrderListItem } from '../../../../contract/orders/schemas';
import type { WismoOrderList } from '../../../../contract/tracking/schemas';
import { createTestClock } from '../../helpers/clock';
import { bearer, guestLogin, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus } from '../basket/basket-client';
import { clientOf, type Client } from '../invoices/invoice-fixtures';

interface Orders {
  'hydra:member': OrderListItem[];
  'hydra:totalItems': number;
}

const DAY = 24 * 3600_000;

/**
 * Issue 43: an order says where it is (its status word from its tracking and returns, never
 * "Placed" on an order delivered weeks ago) and which trade account it belongs to; the orders
 * list falls back to the account's orders when the person's own are refused with 403 (trade §7).
 */
describe.each(testDatabases)('what an order says of itself on $name', (database) => {
  let app: FastifyInstance;
  let trader: Client;
  let shopper: Client;

  beforeAll(async () => {
    // The demo's orders were placed up to today: the clock starts now, so their tracking has happened.
    ({ app } = await buildTestApp(database, { clock: createTestClock(Date.now()) }));
    trader = await clientOf(app, trade);
    shopper = await clientOf(app, retail);
  });
  afterAll(() => app.close());

  const list = async (client: Client, path = '/users-orders') => {
    const response = await client.send('GET', `${path}?itemsPerPage=100`);
    expectStatus(response, 200);
    return response.json<Orders>()['hydra:member'];
  };

  it('an order delivered or collected days ago never reads "Placed"', async () => {
    const old = (await list(trader)).filter(
      (order) => order.status === 'placed' && Date.now() - Date.parse(order.placedAt!) > 2 * DAY,
    );
    expect(old.length).toBeGreaterThan(0);
    const words = new Set(old.map((order) => order.progress));
    expect(words.has('Placed')).toBe(false);
    expect(words.has('Being picked')).toBe(false);
    expect(words.has('Delivered') || words.has('Collected')).toBe(true);
    for (const word of words) {
      // A failed delivery reads Dispatched until it is made again.
      expect(['Delivered', 'Collected', 'Dispatched', 'Part-returned', 'Returned']).toContain(word);
    }
    for (const order of (await list(trader)).filter((order) => order.status === 'cancelled')) {
      expect(order.progress).toBe('Cancelled');
    }
  });

  it('the list, the order’s page and its tracking agree on where it is', async () => {
    const wismo = (await trader.send('POST', '/account/wismo-order-list', { limit: 50 })).json<WismoOrderList>();
    const members = await list(trader);
    for (const tracked of wismo.orders.slice(0, 10)) {
      const member = members.find((order) => order.id === tracked.orderId)!;
      const whole = (await trader.send('GET', `/orders/${member.id}`)).json<Order>();
      expect(whole.progress).toBe(member.progress);
      if (member.progress === 'Delivered') expect(tracked.status).toBe('delivered');
      if (member.progress === 'Collected') expect(tracked.status).toBe('delivered');
      if (member.progress === 'Ready to collect') expect(tracked.status).toBe('ready-to-collect');
      if (member.progress === 'Being picked') expect(tracked.status).toBe('processing');
    }
  });

  it('each order says its trade account, so two accounts’ orders never look alike; a retail one none', async () => {
    const accounts = new Set((await list(trader)).map((order) => order.babbageAccount?.accountNumber ?? null));
    expect(accounts.has('10452')).toBe(true);
    expect(accounts.has(null)).toBe(false);
    const leeds = (await list(trader)).find((order) => order.babbageAccount?.accountNumber === '10452')!;
    expect(leeds.babbageAccount).toEqual({
      id: trade.accounts[0]!.id,
      accountNumber: '10452',
      branch: expect.objectContaining({ name: 'Leeds Kirkstall' }),
    });
    for (const order of await list(shopper)) expect(order.babbageAccount).toBeNull();
  });

  it('when the person’s own orders are refused with 403, the account’s orders answer in the same shape', async () => {
    // Our server refuses the person's own list only to a guest, with 403 (never 401, which asks for a refresh).
    const guest = await guestLogin(app);
    const refused = await app.inject({ method: 'GET', url: '/api/users-orders', headers: bearer(guest.token) });
    expectStatus(refused, 403);
    expect(refused.json().detail).toBe(messages.notLoggedIn);
    // What the client falls back to (src/features/orders/api/orders.ts): the active account's orders.
    const account = await list(trader, '/users-babbage-account-orders');
    expect(account.length).toBeGreaterThan(0);
    const keys = Object.keys((await list(trader))[0]!).sort();
    for (const order of account) {
      expect(order.babbageAccount?.accountNumber).toBe('10452');
      expect(Object.keys(order).sort()).toEqual(keys);
    }
  });
});
