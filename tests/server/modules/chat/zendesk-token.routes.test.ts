import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../../../contract/chat/messages';
import { messages } from '../../../../contract/messages';
import { ZENDESK_TOKEN_TTL_SECONDS } from '../../../../server/providers/chat/zendesk-chat';
import { bearer, guestLogin, login, retail } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const zendesk = {
  jwtSecret: 'zendesk-shared-secret-for-the-tests-0123456789',
  keyId: 'app_65a1b2c3d4e5f60012345678',
  widgetKey: '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
};

describe.each(testDatabases)('Zendesk sign-in on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { config: { zendesk } }));
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('says the storefront shows the Zendesk widget, with its key', async () => {
    expect((await get('/chat/config')).json()).toEqual({ provider: 'zendesk', widgetKey: zendesk.widgetKey });
  });

  it('signs a JWT for the logged-in user that verifies with the configured secret and carries the claims', async () => {
    const pair = await login(app, retail.email, retail.password);
    const response = await get('/zendesk/generate-token', bearer(pair.token));
    expect(response.statusCode, response.body).toBe(200);
    const { authToken } = response.json<{ authToken: string }>();

    expect(decodeProtectedHeader(authToken)).toEqual({ alg: 'HS256', typ: 'JWT', kid: zendesk.keyId });
    const before = Math.floor(Date.now() / 1000);
    const { payload } = await jwtVerify(authToken, new TextEncoder().encode(zendesk.jwtSecret), {
      algorithms: ['HS256'],
    });
    expect(payload).toMatchObject({
      scope: 'user',
      external_id: retail.id,
      name: `${retail.firstName} ${retail.lastName}`,
      email: retail.email,
    });
    expect(payload.exp).toBeGreaterThanOrEqual(before + ZENDESK_TOKEN_TTL_SECONDS - 5);
    expect(payload.exp).toBeLessThanOrEqual(before + ZENDESK_TOKEN_TTL_SECONDS + 5);
    // Another secret does not verify it.
    await expect(jwtVerify(authToken, new TextEncoder().encode('another-secret-of-enough-length'))).rejects.toThrow();
  });

  it('answers a fresh token after the user changes their name, carrying the new name', async () => {
    const pair = await login(app, retail.email, retail.password);
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/users/${retail.id}`,
      headers: bearer(pair.token),
      payload: { firstName: 'Róisín' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const response = await get('/zendesk/update-zendesk-user', bearer(pair.token));
    expect(response.statusCode, response.body).toBe(200);
    const { payload } = await jwtVerify(response.json().authToken, new TextEncoder().encode(zendesk.jwtSecret));
    expect(payload.name).toBe(`Róisín ${retail.lastName}`);
  });

  it('refuses guests and callers without a session, and keeps no local conversation', async () => {
    expect((await get('/zendesk/generate-token')).statusCode).toBe(401);
    const guest = await get('/zendesk/generate-token', bearer((await guestLogin(app)).token));
    expect(guest.statusCode).toBe(403);
    expect(guest.json().detail).toBe(messages.notLoggedIn);
    const pair = await login(app, retail.email, retail.password);
    const local = await get('/chat/messages', bearer(pair.token));
    expect(local.statusCode).toBe(404);
    expect(local.json().detail).toBe(chatMessages.localChatOnly);
  });
});
