import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { serverMessages } from '../../../contract/server-messages';
import { queryRows, type DatabaseHandle } from '../../../server/db/database';
import { createRateLimitCounters } from '../../../server/plugins/rate-limit-store';
import { createTestClock } from '../helpers/clock';
import { retail, trade } from '../helpers/session';
import { buildTestApp, testDatabases } from '../helpers/test-app';

describe.each(testDatabases)('rate limits on $name', (database) => {
  const clock = createTestClock();
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, {
      database: handle,
      clock,
      config: {
        authRateLimitMax: 3,
        refreshRateLimitMax: 2,
        rateLimitWindowSeconds: 60,
        loginAccountLimitMax: 4,
        loginAccountLimitWindowSeconds: 3600,
      },
    }));
  });
  afterAll(() => app.close());

  // An email per address, so that the per-account limit stays out of the per-address tests.
  const wrongLogin = (ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: ip,
      payload: { email: `nobody-${ip}@workbay.test`, password: 'guess-guess' },
    });

  it('answers 429 in the Hydra shape with Retry-After once an IP has used its attempts', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongLogin()).statusCode).toBe(401);
    const refused = await wrongLogin();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ '@type': 'hydra:Error', status: 429, detail: messages.tooManyRequests });
  });

  it('keeps the counts in the database, where every instance sees them, one row per route and key', async () => {
    const rows = await queryRows<{ scope: string; key: string; count: number }>(
      handle.db,
      sql`SELECT scope, key, count FROM rate_limit_counters WHERE key = '203.0.113.7:password'`,
    );
    expect(rows).toEqual([{ scope: 'POST /api/auth', key: '203.0.113.7:password', count: 4 }]);
  });

  it('starts a new window once the last has ended', async () => {
    const ip = '203.0.113.70';
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongLogin(ip)).statusCode).toBe(401);
    expect((await wrongLogin(ip)).statusCode).toBe(429);
    clock.advance(61);
    expect((await wrongLogin(ip)).statusCode).toBe(401);
  });

  it('counts guest logins apart from password guesses, on the session limit', async () => {
    const ip = '192.0.2.80';
    const guest = () => app.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, payload: {} });
    for (let attempt = 0; attempt < 2; attempt++) expect((await guest()).statusCode).toBe(200);
    expect((await guest()).statusCode).toBe(429);
    // The password counter of the same address is untouched by the guest logins.
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongLogin(ip)).statusCode).toBe(401);
    expect((await wrongLogin(ip)).statusCode).toBe(429);
  });

  it('counts per IP', async () => {
    expect((await wrongLogin('198.51.100.9')).statusCode).toBe(401);
  });

  it('limits the password routes and token refresh too, each on its own count', async () => {
    const ip = '192.0.2.44';
    const post = (url: string) => app.inject({ method: 'POST', url, remoteAddress: ip, payload: {} });
    for (const url of ['/api/users', '/api/users/reset-password', '/api/users/update-password']) {
      for (let attempt = 0; attempt < 3; attempt++) expect((await post(url)).statusCode).toBe(400);
      expect((await post(url)).statusCode).toBe(429);
    }
    for (let attempt = 0; attempt < 2; attempt++) expect((await post('/api/token/refresh')).statusCode).toBe(401);
    expect((await post('/api/token/refresh')).statusCode).toBe(429);
  });

  it('limits change-password before authentication, so guessing needs no session', async () => {
    const put = () =>
      app.inject({ method: 'PUT', url: '/api/users/x/change-password', remoteAddress: '192.0.2.45', payload: {} });
    for (let attempt = 0; attempt < 3; attempt++) expect((await put()).statusCode).toBe(401);
    expect((await put()).statusCode).toBe(429);
  });

  it('leaves other routes alone', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
    }
  });

  describe('failed logins per account', () => {
    // Each guess from its own address, as from a workshop's tablets or a spread-out guesser:
    // the per-address limit (3) never hits, the account's (4) does.
    let address = 0;
    const from = () => `198.18.0.${++address}`;
    const attempt = (email: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth', remoteAddress: from(), payload: { email, password } });

    it('refuses the account with 429 and Retry-After after its failed logins, even the right password', async () => {
      for (let guess = 0; guess < 4; guess++)
        expect((await attempt(trade.email, `Wrong-${guess}`)).statusCode).toBe(401);
      const refused = await attempt(trade.email, trade.password);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({
        '@type': 'hydra:Error',
        status: 429,
        detail: serverMessages.loginAccountLimited,
      });
      // The same account in another case or with spaces is the same account.
      expect((await attempt(` ${trade.email.toUpperCase()}`, trade.password)).statusCode).toBe(429);
    });

    it('leaves the other accounts alone', async () => {
      expect((await attempt(retail.email, retail.password)).statusCode).toBe(200);
    });

    it('counts an unknown email the same way, so the refusal does not tell whether an account exists', async () => {
      for (let guess = 0; guess < 4; guess++)
        expect((await attempt('ghost@workbay.test', 'Wrong-1')).statusCode).toBe(401);
      expect((await attempt('ghost@workbay.test', 'Wrong-1')).json().detail).toBe(serverMessages.loginAccountLimited);
    });

    it('counts only failures: logging in does not use up the account', async () => {
      for (let login = 0; login < 6; login++)
        expect((await attempt(retail.email, retail.password)).statusCode).toBe(200);
    });

    it('lets the right password in again once the window has ended', async () => {
      clock.advance(3601);
      expect((await attempt(trade.email, trade.password)).statusCode).toBe(200);
    });
  });

  it('prunes the counters whose window has ended', async () => {
    const counters = createRateLimitCounters(handle.db, clock);
    await counters.hit('test', 'fresh', 600_000);
    // Every other window (a minute or an hour) began before the clock moved on, or lasts a minute.
    const pruned = await counters.prune(new Date(clock().getTime() + 61_000));
    expect(pruned).toBeGreaterThan(0);
    const left = await queryRows<{ key: string }>(handle.db, sql`SELECT key FROM rate_limit_counters`);
    expect(left).toEqual([{ key: 'fresh' }]);
  });
});

describe('rate limits with REDIS_URL', () => {
  it('counts in Redis, not in PostgreSQL: an unreachable Redis refuses the limited routes only', async () => {
    const { app } = await buildTestApp(undefined, { config: { redisUrl: 'redis://127.0.0.1:9', authRateLimitMax: 3 } });
    try {
      const limited = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'a@b.test', password: 'x' },
      });
      expect(limited.statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: '/api/captcha' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  // Runs where a Redis is at hand: TEST_REDIS_URL=redis://127.0.0.1:6379 (CI has none).
  const redisUrl = process.env.TEST_REDIS_URL || undefined;
  describe.skipIf(!redisUrl)('on a real Redis', () => {
    const config = { redisUrl, authRateLimitMax: 3, loginAccountLimitMax: 3 };
    let apps: FastifyInstance[] = [];
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await testDatabases[0]!.open();
      // Two instances, each on a database of its own: only Redis is shared.
      apps = [
        (await buildTestApp(undefined, { database: handle, config })).app,
        (await buildTestApp(undefined, { config })).app,
      ];
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    // Fresh keys each run: Redis keeps the counts of the last run for their window.
    const run = Math.floor(Math.random() * 250);
    const attempt = (index: number, ip: string, email: string, password = 'Wrong-1') =>
      apps[index % 2]!.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, payload: { email, password } });

    it('shares the per-address count between the instances', async () => {
      const ip = `10.${run}.0.1`;
      for (let guess = 0; guess < 3; guess++)
        expect((await attempt(guess, ip, `g${guess}-${run}@x.test`)).statusCode).toBe(401);
      expect((await attempt(1, ip, `g9-${run}@x.test`)).statusCode).toBe(429);
      const rows = await queryRows(handle.db, sql`SELECT 1 FROM rate_limit_counters`);
      expect(rows).toEqual([]);
    });

    it('shares the per-account count between the instances', async () => {
      const email = `account-${run}-${Date.now()}@x.test`;
      for (let guess = 0; guess < 3; guess++)
        expect((await attempt(guess, `10.${run}.1.${guess}`, email)).statusCode).toBe(401);
      const refused = await attempt(1, `10.${run}.1.9`, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe(serverMessages.loginAccountLimited);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
