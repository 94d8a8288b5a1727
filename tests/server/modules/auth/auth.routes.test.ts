import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { serverMessages } from '../../../../contract/server-messages';
import { createTestClock } from '../../helpers/clock';
import { bearer, guestLogin, login, retail, tokenClaims, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('POST /auth and GET /me on $name', (database) => {
  const clock = createTestClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { clock }));
  });
  afterAll(() => app.close());

  const me = (token: string) => app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  it('logs in with email and password and answers the token pair', async () => {
    const pair = await login(app, trade.email, trade.password);
    expect(pair.refresh_token).toMatch(/^[\w-]{43}$/);
    const claims = tokenClaims(pair.token);
    expect(claims).toMatchObject({ id: trade.id, sub: trade.id, email: trade.email, guest_user: false });
    expect(claims.exp).toBe(Math.floor(clock().getTime() / 1000) + 900);
  });

  it('matches the email without regard to case or surrounding spaces', async () => {
    await login(app, `  ${trade.email.toUpperCase()} `, trade.password);
  });

  it.each([
    ['a wrong password', trade.email, 'Wrong-Password-1'],
    ['an unknown email', 'nobody@workbay.test', trade.password],
  ])('answers 401 "Invalid credentials." for %s, the same either way', async (_case, email, password) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': messages.invalidCredentials,
      detail: messages.invalidCredentials,
      message: messages.invalidCredentials,
      status: 401,
    });
  });

  it('refuses half the credentials with a violation on the missing field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth', payload: { email: trade.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ propertyPath: 'password', message: 'Please enter your password.' }]);
  });

  it('GET /me answers the claims of the caller with the token expiry', async () => {
    const pair = await login(app, retail.email, retail.password);
    const response = await me(pair.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: retail.id,
      email: retail.email,
      first_name: retail.firstName,
      last_name: retail.lastName,
      guest_user: false,
      exp: tokenClaims(pair.token).exp,
    });
  });

  it('GET /me without a token answers 401 with the not-logged-in message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()['hydra:description']).toBe(messages.notLoggedIn);
  });

  it('refuses a forged or malformed token', async () => {
    const { token } = await login(app, retail.email, retail.password);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...tokenClaims(token), guest_user: true })).toString('base64url');
    for (const bad of [`${header}.${forged}.${signature}`, 'not-a-jwt']) {
      const response = await me(bad);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(serverMessages.invalidToken);
    }
  });

  it('answers 401 once the access token has expired', async () => {
    const { token } = await login(app, retail.email, retail.password);
    clock.advance(901);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(serverMessages.expiredToken);
  });

  it('an empty body logs in a new guest', async () => {
    const pair = await guestLogin(app);
    const claims = tokenClaims(pair.token);
    expect(claims).toMatchObject({ guest_user: true, email: null });
    const response = await me(pair.token);
    expect(response.json()).toMatchObject({ id: claims.id, guest_user: true, email: null });
    // Another empty login without a session is another guest.
    expect(tokenClaims((await guestLogin(app)).token).id).not.toBe(claims.id);
  });

  it('accepts an empty JSON body and an empty object alike', async () => {
    for (const payload of ['', '{}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("an empty body with a guest's session re-logs the same guest and ends the old session", async () => {
    const first = await guestLogin(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth', headers: bearer(first.token) });
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(tokenClaims(second.token).id).toBe(tokenClaims(first.token).id);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it("an empty body with a user's session logs out: the session ends at once and a guest pair comes back", async () => {
    const user = await login(app, trade.email, trade.password);
    const response = await app.inject({ method: 'POST', url: '/api/auth', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    const guest = response.json();
    expect(tokenClaims(guest.token)).toMatchObject({ guest_user: true });
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(messages.notLoggedIn);
    // The refresh token of the ended session is worthless too.
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('logout works with an expired access token too', async () => {
    const user = await login(app, trade.email, trade.password);
    clock.advance(901);
    const response = await app.inject({ method: 'POST', url: '/api/auth', headers: bearer(user.token) });
    expect(tokenClaims(response.json().token)).toMatchObject({ guest_user: true });
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('logging in over a guest session ends the guest session', async () => {
    const guest = await guestLogin(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: bearer(guest.token),
      payload: { email: trade.email, password: trade.password },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(guest.token)).statusCode).toBe(401);
  });

  it("a guest on a logged-in user's route gets 403 with the not-logged-in message", async () => {
    const guest = await guestLogin(app);
    const id = tokenClaims(guest.token).id as string;
    const response = await app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(guest.token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.notLoggedIn);
  });
});
