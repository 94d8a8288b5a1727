import { z } from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStateSchema } from '../../../../contract/auth/schemas';
import { userSchema } from '../../../../contract/users/schemas';
import { createTestClock } from '../../helpers/clock';
import { bearer, CookieClient, guestLogin, login, retail, tokenClaims, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('GET /auth and the user record’s exp on $name', (database) => {
  const clock = createTestClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { clock }));
  });
  afterAll(() => app.close());

  const state = async (headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: '/api/auth', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return z.strictObject(authStateSchema.shape).parse(response.json());
  };
  const signedOut = { authenticated: false, guest: false, userId: null, exp: null };

  it('answers no session, not 401, without a token or with a forged one', async () => {
    expect(await state()).toEqual(signedOut);
    expect(await state(bearer('not.a.token'))).toEqual(signedOut);
  });

  it('answers a logged-in user’s session with its expiry', async () => {
    const { token } = await login(app, trade.email, trade.password);
    expect(await state(bearer(token))).toEqual({
      authenticated: true,
      guest: false,
      userId: trade.id,
      exp: tokenClaims(token).exp,
    });
  });

  it('answers a guest session as authenticated and a guest', async () => {
    const { token } = await guestLogin(app);
    expect(await state(bearer(token))).toEqual({
      authenticated: true,
      guest: true,
      userId: tokenClaims(token).sub,
      exp: tokenClaims(token).exp,
    });
  });

  it('answers no session once the token has expired or the session was logged out', async () => {
    const expiring = await login(app, retail.email, retail.password);
    clock.advance(901);
    expect(await state(bearer(expiring.token))).toEqual(signedOut);

    const { token } = await login(app, retail.email, retail.password);
    expect((await state(bearer(token))).authenticated).toBe(true);
    await app.inject({ method: 'POST', url: '/api/auth', headers: bearer(token) });
    expect(await state(bearer(token))).toEqual(signedOut);
  });

  it('reads the session cookie in cookie mode', async () => {
    const browser = new CookieClient(app);
    await browser.fetchCsrfToken();
    expect(
      (await browser.request('POST', '/api/auth', { email: trade.email, password: trade.password })).statusCode,
    ).toBe(200);
    const response = await browser.request('GET', '/api/auth');
    expect(response.json()).toMatchObject({ authenticated: true, guest: false, userId: trade.id });
  });

  it('gives the user record the session’s exp, the same as GET /me', async () => {
    const { token } = await login(app, trade.email, trade.password);
    const user = await app.inject({ method: 'GET', url: `/api/users/${trade.id}`, headers: bearer(token) });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(user.statusCode).toBe(200);
    expect(userSchema.parse(user.json()).exp).toBe(me.json().exp);
    expect(user.json().exp).toBe(tokenClaims(token).exp);
  });

  it('gives a freshly registered user, read by no session, exp null', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: `exp.${Date.now()}@workbay.test`,
        password: 'Exp-Record-2026!',
        firstName: 'Ed',
        lastName: 'Exley',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().exp).toBeNull();
  });
});
