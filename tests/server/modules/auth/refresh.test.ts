import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { serverMessages } from '../../../../contract/server-messages';
import { createTestClock } from '../../helpers/clock';
import { bearer, guestLogin, login, tokenClaims, trade, type Pair } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const SESSION_TTL = 3600;

describe.each(testDatabases)('POST /token/refresh on $name', (database) => {
  const clock = createTestClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    // A one-hour absolute session lifetime, so the clock can run past it.
    ({ app } = await buildTestApp(database, { clock, config: { refreshTokenTtlSeconds: SESSION_TTL } }));
  });
  afterAll(() => app.close());

  const refresh = (refreshToken?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: refreshToken === undefined ? {} : { refresh_token: refreshToken },
    });
  const me = (token: string) => app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  it('rotates: a new pair in the same session, the old refresh token spent', async () => {
    const first = await login(app, trade.email, trade.password);
    clock.advance(60);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json<Pair>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(tokenClaims(second.token).sid).toBe(tokenClaims(first.token).sid);
    expect(tokenClaims(second.token).exp).toBeGreaterThan(tokenClaims(first.token).exp as number);
    expect((await me(second.token)).statusCode).toBe(200);
    // The next rotation works from the new token.
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('reuse of a spent token revokes the whole family', async () => {
    const first = await login(app, trade.email, trade.password);
    const second = (await refresh(first.refresh_token)).json<Pair>();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe(serverMessages.invalidRefreshToken);
    // The thief's copy and the rightful one die together.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('refuses an unknown or missing refresh token with 401', async () => {
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    const missing = await refresh();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().detail).toBe(messages.notLoggedIn);
  });

  it('lets a guest refresh (a forced refresh)', async () => {
    const guest = await guestLogin(app);
    const response = await refresh(guest.refresh_token);
    expect(response.statusCode).toBe(200);
    expect(tokenClaims(response.json<Pair>().token)).toMatchObject({ guest_user: true });
  });

  it('ends the session at its absolute lifetime, however often it was refreshed', async () => {
    let pair = await login(app, trade.email, trade.password);
    const loginAt = clock().getTime();
    for (let i = 0; i < 4; i++) {
      clock.advance(800);
      pair = (await refresh(pair.refresh_token)).json<Pair>();
    }
    // Access tokens never outlive the session.
    expect(tokenClaims(pair.token).exp).toBe(Math.floor(loginAt / 1000) + SESSION_TTL);
    clock.advance(SESSION_TTL - 3200 + 1);
    const response = await refresh(pair.refresh_token);
    expect(response.statusCode).toBe(401);
    expect((await me(pair.token)).statusCode).toBe(401);
  });
});
