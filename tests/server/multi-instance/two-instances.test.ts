import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '../../../contract/basket/schemas';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyMessages } from '../../../contract/http/headers';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { serverMessages } from '../../../contract/server-messages';
import { featuredSkus } from '../../../server/demo/catalogue/featured';
import { queryRows } from '../../../server/db/database';
import { COUNTER_CHECK_MS } from '../../../server/modules/catalogue/categories.repository';
import { VOCABULARY_CHECK_MS } from '../../../server/modules/search/kept-vocabulary';
import { createTestClock } from '../helpers/clock';
import { bearer, login, retail, trade, tradeIe } from '../helpers/session';
import { buildTestApp, testDatabases } from '../helpers/test-app';
import { basketClient, line } from '../modules/basket/basket-client';
import { openSharedDatabase, type SharedDatabase } from './shared-database';

/**
 * Two API instances on one database, as behind a load balancer (architecture: the server). What
 * must hold across them is kept in the database, or in a cache that says how stale it may be:
 * these tests send each step to one instance and look at the answer of the other.
 */
describe.each(testDatabases)('two instances on one database, on $name', (database) => {
  const clock = createTestClock();
  let shared: SharedDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    shared = await openSharedDatabase(database);
    const config = { authRateLimitMax: 10, loginAccountLimitMax: 10, rateLimitWindowSeconds: 60 };
    // One after the other: the first migrates (and seeds an empty PostgreSQL), the second finds it done.
    ({ app: a } = await buildTestApp(database, { database: shared.handles[0], clock, config }));
    ({ app: b } = await buildTestApp(database, { database: shared.handles[1], clock, config }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.close();
  });

  const attempt = (app: FastifyInstance, ip: string, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, payload: { email, password } });
  const run = (query: ReturnType<typeof sql>) => queryRows(shared.handles[0].db, query);

  describe('shared rate limits', () => {
    it('counts 10 wrong passwords spread over both together: the 11th is refused by either', async () => {
      const ip = '203.0.113.20';
      for (let guess = 0; guess < 10; guess++) {
        const app = guess % 2 === 0 ? a : b;
        expect((await attempt(app, ip, `guess-${guess}@workbay.test`, 'Wrong-1')).statusCode).toBe(401);
      }
      expect((await attempt(a, ip, 'guess-a@workbay.test', 'Wrong-1')).statusCode).toBe(429);
      expect((await attempt(b, ip, 'guess-b@workbay.test', 'Wrong-1')).statusCode).toBe(429);
    });

    it("counts one account's failed logins on both together, whatever address they come from", async () => {
      for (let guess = 0; guess < 10; guess++) {
        const app = guess % 2 === 0 ? a : b;
        expect((await attempt(app, `198.18.1.${guess}`, tradeIe.email, `Wrong-${guess}`)).statusCode).toBe(401);
      }
      for (const app of [a, b]) {
        const refused = await attempt(app, '198.18.1.200', tradeIe.email, tradeIe.password);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().detail).toBe(serverMessages.loginAccountLimited);
      }
    });
  });

  it('gives the same Idempotency-Key sent to both at once one effect', async () => {
    const { token } = await login(a, retail.email, retail.password);
    const basket = await basketClient(a, token).basketWith([[featuredSkus.brakePadsFocus, 1]]);
    const key = uuidv7();
    const change = { lines: [line(featuredSkus.engineOil, 2)] };
    const answers = await Promise.all([
      basketClient(a, token).update(basket.id, change, key),
      basketClient(b, token).update(basket.id, change, key),
    ]);

    // One effect: one new line, one step of the version (a second effect would move it again).
    const after = (await basketClient(b, token).get(basket.id)).json<Basket>();
    expect(after.version).toBe(basket.version + 1);
    expect(after.lines).toHaveLength(2);

    // Each got the answer, or was told the key is still being processed (and its retry gets the answer).
    const done = answers.filter((answer) => answer.statusCode === 200);
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(done.length + busy.length).toBe(2);
    expect(done.length).toBeGreaterThan(0);
    for (const answer of busy) expect(answer.json().detail).toBe(idempotencyMessages.inProgress);
    const first = done[0]!.json();
    for (const answer of done) expect(answer.json()).toEqual(first);
    expect(done.filter((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true')).toHaveLength(
      done.length - 1,
    );
    const retry = await basketClient(b, token).update(basket.id, change, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toEqual(first);
  });

  describe('a change made through one instance (or in the database) is answered by the other', () => {
    const price = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: `/api/storefront/product/${featuredSkus.brakePadsFocus}` })).json<{
        price: number;
      }>().price;
    const count = async (app: FastifyInstance, path: string) =>
      (await app.inject({ method: 'GET', url: `/api/storefront/categories/${encodeURIComponent(path)}` })).json<{
        productCount: number;
      }>().productCount;

    it('a price, at once: product summaries are kept by row version, which the change moves', async () => {
      const before = await price(b);
      expect(await price(a)).toBe(before);
      await run(sql`UPDATE products SET price = price + 100 WHERE sku = ${featuredSkus.brakePadsFocus}`);
      expect(await price(b)).toBe(before + 100);
      expect(await price(a)).toBe(before + 100);
    });

    it("a category's count, once the change counter has been read again (COUNTER_CHECK_MS)", async () => {
      const path = 'braking/brake-pads';
      const before = await count(b, path);
      await run(sql`UPDATE products SET withdrawn_at = now() WHERE sku = ${featuredSkus.brakePadsFocus}`);
      clock.advance(COUNTER_CHECK_MS / 1000 + 0.001);
      expect(await count(b, path)).toBe(before - 1);
      expect(await count(a, path)).toBe(before - 1);
    });

    it('a new catalogue word, as a correction, once the counter is read again (VOCABULARY_CHECK_MS)', async () => {
      const corrected = async (app: FastifyInstance, keywords: string) =>
        (await app.inject({ method: 'GET', url: `/api/storefront/search?keywords=${keywords}` })).json<{
          correctedKeywords: string | null;
        }>().correctedKeywords;
      expect(await corrected(a, 'wibblatr')).toBeNull();
      expect(await corrected(b, 'wibblatr')).toBeNull();
      // A catalogue import writes its words and numbers its products.
      await run(sql`INSERT INTO search_words (word, frequency) VALUES ('wibblator', 1)`);
      await run(sql`SELECT nextval('catalogue_version')`);
      clock.advance(VOCABULARY_CHECK_MS / 1000);
      // Other misspellings: what a search found is kept a minute by its words (search-finds.ts).
      expect(await corrected(b, 'wibbltor')).toBe('wibblator');
      expect(await corrected(a, 'wiblator')).toBe('wibblator');
    });
  });

  it('refuses on one instance a session ended on the other', async () => {
    const pair = await login(a, trade.email, trade.password);
    const me = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/me', headers: bearer(pair.token) });
    // Both know the session (and have checked its token once).
    expect((await me(b)).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(200);
    const logout = await a.inject({ method: 'POST', url: '/api/auth', headers: bearer(pair.token) });
    expect(logout.statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    const refresh = await b.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
