// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Basket } from '../../../contract/basket/schemas';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { IDEMPOTENCY_HEADER } from '../../../contract/http/headers';
import type { Order } from '../../../contract/orders/schemas';
import { featuredSkus } from '../../../server/demo/catalogue/featured';
import { appDb } from '../../../src/db/app-db';
import { requestKeyOf } from '../../../src/db/outbox';
import { registerBasketOperations } from '../../../src/features/basket/basket-operations';
import {
  addToBasket,
  chooseShipping,
  confirmAndPay,
  ensureBasket,
  setLineQuantity,
} from '../../../src/features/basket/basket-store';
import { claimsFromToken } from '../../../src/session/session';
import { resolveConflict } from '../../../src/sync/queue-actions';
import { replayWith } from '../../../src/sync/replay';
import { setSyncState } from '../../../src/sync/sync-state';
import { setPrice, setStock, tuesdayMorning } from '../../server/modules/basket/commerce-fixtures';
import { createTestClock } from '../../server/helpers/clock';
import { bearer, login, trade } from '../../server/helpers/session';
import { realServer, type RealServer } from '../support/real-server';
import { storeBearerSession, useBearerMode } from '../support/fake-api';
import { clearDb } from './support';

/**
 * "A settled conflict is a new request" (architecture), through to the real server: "Keep mine"
 * and "Place the order at £…" go as new requests under new keys, based on the server's copy, and
 * the server ends up holding what the person chose. Before the fix the same entry went again
 * under its old key and the server answered 422 for ever.
 */
describe('settling a conflict, against the real server', () => {
  let server: RealServer;
  let token = '';
  const device = { now: () => Date.now(), random: () => 0 };
  const context = { services: [], isTrade: true };
  const today = '2026-03-10';

  beforeAll(async () => {
    server = await realServer(createTestClock(tuesdayMorning));
  }, 60_000);
  afterAll(() => server.close());

  beforeEach(async () => {
    await clearDb();
    setSyncState({ pausedFor: null, replaying: false, lastRunAt: null });
    registerBasketOperations();
    useBearerMode();
    const pair = await login(server.app, trade.email, trade.password);
    token = pair.token;
    // The device's clock is today's, the server's a Tuesday in March: the device takes the
    // session as unexpired, the server judges the token by its own clock.
    storeBearerSession({ ...claimsFromToken(pair.token), exp: 4_000_000_000 }, pair.token, pair.refresh_token);
  });

  const userId = () => claimsFromToken(token).id;
  const api = async (method: 'GET' | 'PUT', url: string, payload?: object, key?: string) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const serverBasket = async (id: string) => (await api('GET', `/baskets/${id}`)).json<Basket>();

  async function product(sku: string): Promise<ProductSummary> {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/storefront/products-by-skus',
      payload: { skus: [sku] },
    });
    return answer.json<{ 'hydra:member': ProductSummary[] }>()['hydra:member'][0] as ProductSummary;
  }

  /** The device's basket with the pads on it, sent and answered. */
  async function basketOnServer(quantity: number) {
    const row = await ensureBasket(userId(), false, 'GBP');
    await addToBasket(row.id, await product(featuredSkus.brakePadsFocus), quantity, context);
    await replayWith(device);
    expect(await appDb.outbox.count()).toBe(0);
    const sent = await appDb.baskets.get(row.id);
    const line = sent?.basket.lines[0];
    if (!sent || !line) throw new Error('The basket did not reach the server');
    return { id: row.id, line, version: sent.serverVersion };
  }

  it('"Keep mine": the same line changed on another tablet; the device\'s quantity wins on the server', async () => {
    const { id, line, version } = await basketOnServer(1);
    // Another tablet sets the line to 5 first.
    const other = await api('PUT', `/baskets/${id}`, {
      version,
      lines: [{ id: line.id, product: line.product, quantity: 5 }],
    });
    expect(other.statusCode, other.body).toBe(200);

    await setLineQuantity(id, line.id, 3, context);
    await replayWith(device);
    const [clashed] = await appDb.outbox.toArray();
    expect(clashed?.state).toBe('conflict');
    const conflict = await appDb.conflicts.get(clashed?.id ?? '');
    expect((conflict?.theirs as Basket).lines[0]?.quantity).toBe(5);
    const clashedKey = requestKeyOf(clashed!);

    await resolveConflict(clashed!.id, 'mine');
    await replayWith(device);

    expect(await appDb.outbox.count()).toBe(0);
    expect(await appDb.conflicts.count()).toBe(0);
    const held = await serverBasket(id);
    expect(held.lines.map((l) => l.quantity)).toEqual([3]);
    const row = await appDb.baskets.get(id);
    expect(row).toMatchObject({ serverVersion: held.version, provisional: false });
    expect(row?.basket.lines[0]?.quantity).toBe(3);
    // The settlement went under a key of its own; the old key still answers its 409.
    const puts = server.requests.filter((r) => r.call === `PUT /api/baskets/${id}`).slice(-2);
    expect(puts.map((r) => r.status)).toEqual([409, 200]);
    expect(puts[1]?.key).not.toBe(clashedKey);
    // The old key's record stands (its 409): any other body under it is refused.
    const reused = await api('PUT', `/baskets/${id}`, { version: held.version, lines: [] }, clashedKey);
    expect(reused.statusCode).toBe(422);
  });

  it('"Place the order at £…": the order queued offline is placed at the new total, and paid once', async () => {
    await setStock(server.handle.db, featuredSkus.brakePadsFocus, 5);
    await setPrice(server.handle.db, featuredSkus.brakePadsFocus, 3895);
    const { id } = await basketOnServer(2);
    await chooseShipping(id, { service: 'click-and-collect', date: today, name: 'Click and collect' }, context);
    await replayWith(device);
    const seen = (await appDb.baskets.get(id))!.basket.totals.totalIncTax;

    // Queued offline; meanwhile the price rises on the server.
    await confirmAndPay(id);
    await setPrice(server.handle.db, featuredSkus.brakePadsFocus, 4195);
    await replayWith(device);
    const confirm = (await appDb.outbox.toArray()).find((e) => e.operation === 'basket.confirm');
    expect(confirm?.state).toBe('conflict');
    const theirs = (await appDb.conflicts.get(confirm!.id))?.theirs as Basket;
    expect(theirs.totals.totalIncTax).toBeGreaterThan(seen);

    await resolveConflict(confirm!.id, 'mine');
    await replayWith(device);

    expect(await appDb.outbox.count()).toBe(0);
    const row = await appDb.baskets.get(id);
    expect(row?.order).toMatchObject({ status: 'placed', totalIncTax: theirs.totals.totalIncTax });
    expect(row?.orderProblem).toBeNull();
    // The server's clock is in March; the demo's order history is dated in real time.
    const inMarch = '/users-orders?itemsPerPage=100&createdAt[before]=2026-04-01T00:00:00';
    const orders = (await api('GET', inMarch)).json<{ 'hydra:member': Order[] }>()['hydra:member'];
    const placed = orders.filter((order) => order.basketId === id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 'placed', totalIncTax: theirs.totals.totalIncTax });
    expect(server.requests.filter((r) => r.call === 'POST /api/payment-transactions').map((r) => r.status)).toEqual([
      201,
    ]);
    await setPrice(server.handle.db, featuredSkus.brakePadsFocus, 3895);
  });
});
