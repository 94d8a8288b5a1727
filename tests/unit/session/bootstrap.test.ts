import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrapSession } from '../../../src/session/bootstrap';
import { clearCsrfToken } from '../../../src/api/csrf';
import { sessionStatus } from '../../../src/session/session-status';
import { claims, fakeApi, json, pair, storeBearerSession, useBearerMode, useCookieMode } from '../support/fake-api';

const guest = claims({ id: 'g1', guest_user: true, email: null, exp: 2_000_000_000 });

beforeEach(() => clearCsrfToken());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('app start', () => {
  it('logs in as a guest (POST /auth, empty body) when there is no session at all', async () => {
    useBearerMode();
    const api = fakeApi({ 'POST /auth': () => pair(guest) });
    await bootstrapSession();
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/auth', body: {} });
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(guest);
    expect(sessionStatus()).toEqual({ status: 'ready', error: null });
  });

  it('in cookie mode logs in as a guest, then reads the claims from GET /me', async () => {
    useCookieMode();
    const api = fakeApi({
      'GET /me': () => json(guest),
      'GET /csrf-token': () => json({ token: 'c' }),
      'POST /auth': () => json({ token: '', refresh_token: '' }),
    });
    await bootstrapSession();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /csrf-token', 'POST /auth', 'GET /me']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shares one guest login between concurrent starts', async () => {
    useBearerMode();
    const api = fakeApi({ 'POST /auth': () => pair(guest) });
    await Promise.all([bootstrapSession(), bootstrapSession()]);
    expect(api.calls).toHaveLength(1);
  });

  it('keeps a live session as it is', async () => {
    useBearerMode();
    storeBearerSession(claims({ exp: 2_000_000_000 }));
    const api = fakeApi({});
    await bootstrapSession();
    expect(api.calls).toHaveLength(0);
  });

  it('still opens when the server cannot be reached, and says why', async () => {
    useBearerMode();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await bootstrapSession();
    expect(sessionStatus().status).toBe('ready');
    expect(sessionStatus().error).toMatch(/could not reach the server/);
  });
});
