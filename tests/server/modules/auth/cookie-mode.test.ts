import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../../contract/http/headers';
import { serverMessages } from '../../../../contract/server-messages';
import { CookieClient, bearer, login, retail, tokenClaims, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('cookie mode on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // Behind a TLS-terminating proxy, as in production, so that Secure can be checked too.
    ({ app } = await buildTestApp(database, { config: { trustProxy: true } }));
  });
  afterAll(() => app.close());

  async function loggedInClient(email = trade.email, password = trade.password): Promise<CookieClient> {
    const client = new CookieClient(app);
    await client.fetchCsrfToken();
    const response = await client.request('POST', '/api/auth', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  it('sets the pair as HttpOnly, SameSite=Strict cookies on /api and answers empty strings', async () => {
    const client = new CookieClient(app);
    const response = await client.request('POST', '/api/auth');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: '', refresh_token: '' });
    const cookies = response.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
      secure?: boolean;
    }[];
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['wb_refresh', 'wb_token']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
      expect(cookie.secure).toBeFalsy();
    }
    const me = await client.request('GET', '/api/me');
    expect(me.json()).toMatchObject({ guest_user: true });
  });

  it('marks the cookies Secure over HTTPS', async () => {
    const client = new CookieClient(app);
    const response = await client.request('POST', '/api/auth', undefined, { 'x-forwarded-proto': 'https' });
    for (const cookie of response.cookies as { secure?: boolean }[]) expect(cookie.secure).toBe(true);
  });

  it('refuses a state-changing cookie request without the CSRF token, accepts it with one', async () => {
    const client = new CookieClient(app);
    await client.request('POST', '/api/auth');
    const refused = await client.request('POST', '/api/auth', { email: trade.email, password: trade.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, detail: serverMessages.csrfInvalid });

    const token = await client.fetchCsrfToken();
    expect(client.cookies.has('_csrf')).toBe(true);
    const wrong = await client.request('POST', '/api/auth', {}, { [CSRF_HEADER]: `${token}x` });
    expect(wrong.statusCode).toBe(403);
    const accepted = await client.request('POST', '/api/auth', { email: trade.email, password: trade.password });
    expect(accepted.statusCode).toBe(200);
    expect((await client.request('GET', '/api/me')).json()).toMatchObject({ id: trade.id });
  });

  it('guards every state-changing route, not only login', async () => {
    const client = await loggedInClient(retail.email, retail.password);
    client.csrfToken = undefined;
    const response = await client.request('PUT', `/api/users/${retail.id}`, { firstName: 'Mallory' });
    expect(response.statusCode).toBe(403);
  });

  it('exempts requests with an Authorization header: they carry no ambient credential', async () => {
    const { token } = await login(app, retail.email, retail.password);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/${retail.id}`,
      headers: bearer(token),
      cookies: { wb_token: 'stale', wb_refresh: 'stale' },
      payload: { firstName: retail.firstName ?? '' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refreshes from the refresh cookie, rotating both cookies', async () => {
    const client = await loggedInClient();
    const before = client.cookies.get('wb_refresh');
    const response = await client.request('POST', '/api/token/refresh');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: '', refresh_token: '' });
    expect(client.cookies.get('wb_refresh')).not.toBe(before);
    expect((await client.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('logout replaces both cookies with a guest pair and ends the user session', async () => {
    const client = await loggedInClient();
    const userAccess = client.cookies.get('wb_token') ?? '';
    const response = await client.request('POST', '/api/auth');
    expect(response.statusCode).toBe(200);
    expect(tokenClaims(client.cookies.get('wb_token') ?? '')).toMatchObject({ guest_user: true });
    const old = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(userAccess) });
    expect(old.statusCode).toBe(401);
  });

  it('logout finds the session from the refresh cookie when the access cookie is gone', async () => {
    const client = await loggedInClient();
    const userAccess = client.cookies.get('wb_token') ?? '';
    client.cookies.delete('wb_token');
    await client.request('POST', '/api/auth');
    const old = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(userAccess) });
    expect(old.statusCode).toBe(401);
  });
});
