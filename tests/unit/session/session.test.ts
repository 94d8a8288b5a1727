import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { clearCsrfToken } from '../../../src/api/csrf';
import { login, logout, refreshSession } from '../../../src/session/session';
import { onSessionEvent, type SessionEvent } from '../../../src/session/session-events';
import { saveProfile } from '../../../src/session/profile-cache';
import {
  claims,
  fakeApi,
  json,
  pair,
  problem,
  storeBearerSession,
  storeCookieSession,
  useBearerMode,
  useCookieMode,
  userRecord,
} from '../support/fake-api';

const user = claims({ id: 'u1', exp: 2_000_000_000 });
const guest = claims({
  id: 'g1',
  email: null,
  first_name: null,
  last_name: null,
  guest_user: true,
  exp: 2_000_000_100,
});

const refreshed = (value: unknown) => ({ kind: 'refreshed', claims: value });

/** The session events emitted while a test runs. */
function recordEvents(): SessionEvent[] {
  const events: SessionEvent[] = [];
  let off = () => {};
  beforeEach(() => {
    events.length = 0;
    off = onSessionEvent((event) => events.push(event));
  });
  afterEach(() => off());
  return events;
}

beforeEach(() => clearCsrfToken());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('stores the token pair, the claims and expires_at = exp × 1000 (bearer mode)', async () => {
    useBearerMode();
    const api = fakeApi({ 'POST /auth': () => pair(user, 'refresh-9') });
    const result = await login({ email: 'retail@workbay.test', password: 'pw' });
    expect(result).toEqual(user);
    expect(api.calls[0]?.body).toEqual({ email: 'retail@workbay.test', password: 'pw' });
    expect(localStorage.getItem('token')).toMatch(/^ey/);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-9');
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(user);
    expect(localStorage.getItem('expires_at')).toBe(String(2_000_000_000 * 1000));
  });

  it('keeps only claims and expires_at, read from GET /me (cookie mode)', async () => {
    useCookieMode();
    const api = fakeApi({
      'GET /csrf-token': () => json({ token: 'c' }),
      'POST /auth': () => json({ token: '', refresh_token: '' }),
      'GET /me': () => json(user),
    });
    await login({ email: 'retail@workbay.test', password: 'pw' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /csrf-token', 'POST /auth', 'GET /me']);
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(user);
    expect(localStorage.getItem('expires_at')).toBe('2000000000000');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it("throws the answer's message when the login is refused, storing nothing", async () => {
    useBearerMode();
    fakeApi({ 'POST /auth': () => problem(401, 'Invalid credentials.') });
    await expect(login({ email: 'x@y.test', password: 'bad' })).rejects.toThrow('Invalid credentials.');
    expect(localStorage.getItem('claims')).toBeNull();
  });

  it('sends the guest token along and announces the login with the guest it replaces', async () => {
    useBearerMode();
    storeBearerSession(guest, 'guest-token');
    const api = fakeApi({ 'POST /auth': () => pair(user) });
    const events: SessionEvent[] = [];
    const off = onSessionEvent((event) => events.push(event));
    await login({ email: 'a@b.test', password: 'pw' });
    off();
    expect(api.calls[0]?.headers.authorization).toBe('Bearer guest-token');
    expect(events).toEqual([{ type: 'login', userId: 'u1', guestId: 'g1' }]);
  });
});

describe('logout', () => {
  beforeEach(() => {
    useBearerMode();
    storeBearerSession(user, 'user-token');
    localStorage.setItem('u1_basket', 'basket-user');
    localStorage.setItem('show_vin', 'true');
  });

  const events = recordEvents();

  it(
    'announces the logout (keeping the basket when asked), ' + 'stores the new guest pair, then runs the callback',
    async () => {
      const api = fakeApi({ 'POST /auth': () => pair(guest, 'guest-refresh') });
      const then = vi.fn(() => expect(localStorage.getItem('refresh_token')).toBe('guest-refresh'));
      await logout({ keepBasket: true, then });
      expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/auth', body: {} });
      expect(api.calls[0]?.headers.authorization).toBe('Bearer user-token');
      expect(events).toEqual([{ type: 'logout', userId: 'u1', keepBasket: true }]);
      expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(guest);
      expect(then).toHaveBeenCalledOnce();
    },
  );

  it('clears the session keys, runs the callback and throws the message when the server refuses', async () => {
    fakeApi({ 'POST /auth': () => problem(500, 'Logout is not possible right now') });
    const then = vi.fn();
    await expect(logout({ then })).rejects.toThrow('Logout is not possible right now');
    for (const key of ['token', 'claims', 'expires_at', 'refresh_token'])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(events).toEqual([{ type: 'logout', userId: 'u1', keepBasket: false }]);
    expect(then).toHaveBeenCalledOnce();
  });
});

describe('token refresh', () => {
  const fresh = claims({ id: 'u1', exp: 2_000_000_500 });

  it('does nothing before the expiry when not forced', async () => {
    useBearerMode();
    storeBearerSession(user);
    const api = fakeApi({});
    await expect(refreshSession()).resolves.toEqual(refreshed(user));
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes once the expiry has passed, sending the refresh token (bearer mode)', async () => {
    useBearerMode();
    const expired = claims({ id: 'u1', exp: Math.floor(Date.now() / 1000) - 5 });
    storeBearerSession(expired, 'old-token', 'refresh-0');
    const api = fakeApi({ 'POST /token/refresh': () => pair(fresh, 'refresh-1') });
    await expect(refreshSession()).resolves.toEqual(refreshed(fresh));
    expect(api.calls[0]?.body).toEqual({ refresh_token: 'refresh-0' });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('expires_at')).toBe(String(fresh.exp * 1000));
  });

  it('refreshes before the expiry when forced', async () => {
    useBearerMode();
    storeBearerSession(user);
    const api = fakeApi({ 'POST /token/refresh': () => pair(fresh) });
    await refreshSession({ force: true });
    expect(api.calls).toHaveLength(1);
  });

  it('omits the refresh token and reads the claims from GET /me in cookie mode', async () => {
    useCookieMode();
    storeCookieSession(user);
    const api = fakeApi({
      'GET /csrf-token': () => json({ token: 'c' }),
      'POST /token/refresh': () => json({ token: '', refresh_token: '' }),
      'GET /me': () => json(fresh),
    });
    await refreshSession({ force: true });
    expect(api.callsTo('POST /token/refresh')[0]?.body).toEqual({});
    expect(api.callsTo('POST /token/refresh')[0]?.headers['x-csrf-token']).toBe('c');
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(fresh);
  });

  it('shares one request between concurrent callers (single flight)', async () => {
    useBearerMode();
    storeBearerSession(user);
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ 'POST /token/refresh': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const first = refreshSession({ force: true });
    const second = refreshSession({ force: true });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    answer(pair(fresh));
    await expect(Promise.all([first, second])).resolves.toEqual([refreshed(fresh), refreshed(fresh)]);
    expect(api.calls).toHaveLength(1);
    // Once settled, the next refresh is a new request.
    api.fetchMock.mockImplementation(async () => pair(fresh));
    await refreshSession({ force: true });
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  describe('across tabs (Web Locks)', () => {
    /** A lock manager whose lock another tab holds until `release` is called. */
    function locksHeldByAnotherTab() {
      let release: () => void = () => {};
      let held: Promise<void> = new Promise((resolve) => (release = resolve));
      const names: string[] = [];
      const locks = {
        request: async <T>(name: string, callback: () => Promise<T>) => {
          names.push(name);
          await held;
          held = Promise.resolve();
          return callback();
        },
      };
      vi.stubGlobal('navigator', { ...navigator, locks });
      return { release: () => release(), names };
    }

    it('takes the pair another tab stored while it waited, presenting no used token', async () => {
      useBearerMode();
      storeBearerSession(user, 'token-0', 'refresh-0');
      const otherTab = locksHeldByAnotherTab();
      const api = fakeApi({ 'POST /token/refresh': () => pair(user, 'never') });
      const refreshing = refreshSession({ force: true });
      // The other tab refreshes while this one waits for the lock.
      storeBearerSession(fresh, 'token-1', 'refresh-1');
      otherTab.release();
      await expect(refreshing).resolves.toEqual(refreshed(fresh));
      expect(api.calls).toHaveLength(0);
      expect(otherTab.names).toEqual(['workbay-token-refresh']);
    });

    it('refreshes itself when nobody refreshed while it waited', async () => {
      useBearerMode();
      storeBearerSession(user, 'token-0', 'refresh-0');
      const otherTab = locksHeldByAnotherTab();
      const api = fakeApi({ 'POST /token/refresh': () => pair(fresh, 'refresh-1') });
      const refreshing = refreshSession({ force: true });
      otherTab.release();
      await expect(refreshing).resolves.toEqual(refreshed(fresh));
      expect(api.calls[0]?.body).toEqual({ refresh_token: 'refresh-0' });
    });
  });

  it('refuses a guest unless forced: "You must be logged in to use this endpoint"', async () => {
    useBearerMode();
    storeBearerSession(guest);
    const api = fakeApi({ 'POST /token/refresh': () => pair(guest) });
    await expect(refreshSession()).rejects.toThrow(messages.notLoggedIn);
    expect(api.calls).toHaveLength(0);
    await expect(refreshSession({ force: true })).resolves.toEqual(refreshed(guest));
  });

  it('refuses without claims unless forced', async () => {
    useBearerMode();
    fakeApi({});
    await expect(refreshSession()).rejects.toThrow('You must be logged in to use this endpoint');
  });

  describe('refused', () => {
    const events = recordEvents();

    it('clears the session and logs in as a guest on a 401 (basic variant)', async () => {
      useBearerMode();
      storeBearerSession(user, 'user-token', 'revoked');
      const api = fakeApi({
        'POST /token/refresh': () => problem(401, 'The refresh token is not valid.'),
        'POST /auth': (call) => {
          // The session is cleared before the guest login: no old token goes with it.
          expect(call.headers.authorization).toBeUndefined();
          expect(localStorage.getItem('claims')).toBeNull();
          return pair(guest, 'guest-refresh');
        },
      });
      await expect(refreshSession({ force: true })).resolves.toEqual({ kind: 'signed-out', toLogin: false });
      expect(api.callsTo('POST /auth')[0]?.body).toEqual({});
      expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(guest);
      expect(localStorage.getItem('refresh_token')).toBe('guest-refresh');
      expect(events).toEqual([{ type: 'signed-out', userId: 'u1', toLogin: false }]);
    });

    it('keeps the session a login stored while the refused refresh was out', async () => {
      useBearerMode();
      storeBearerSession(guest, 'guest-token', 'guest-refresh');
      const api = fakeApi({
        'POST /token/refresh': () => {
          // The person's login answers first and stores their session.
          storeBearerSession(user, 'user-token', 'user-refresh');
          return problem(401, 'The refresh token is not valid.');
        },
      });
      await expect(refreshSession({ force: true })).resolves.toEqual(refreshed(user));
      expect(api.callsTo('POST /auth')).toHaveLength(0);
      expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(user);
      expect(localStorage.getItem('refresh_token')).toBe('user-refresh');
      expect(events).toEqual([]);
    });

    it('keeps a login still being answered when the refresh is refused (cookie mode)', async () => {
      useCookieMode();
      storeCookieSession(guest);
      let answerMe: (response: Response) => void = () => {};
      const api = fakeApi({
        'GET /csrf-token': () => json({ token: 'c' }),
        'POST /auth': () => json({ token: '', refresh_token: '' }),
        // The login's own read of its claims is slow; the refresh is refused meanwhile.
        'GET /me': () => new Promise<Response>((resolve) => (answerMe = resolve)),
        'POST /token/refresh': () => problem(401, 'The refresh token is not valid.'),
      });
      const loggingIn = login({ email: 'rita@workbay.test', password: 'secret-pass' });
      await vi.waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
      const refreshing = refreshSession({ force: true });
      await vi.waitFor(() => expect(api.callsTo('POST /token/refresh')).toHaveLength(1));
      answerMe(json(user));
      await expect(loggingIn).resolves.toEqual(user);
      await expect(refreshing).resolves.toEqual(refreshed(user));
      // No guest session was started over the login.
      expect(api.callsTo('POST /auth')).toHaveLength(1);
      expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(user);
      expect(events.filter((event) => event.type === 'signed-out')).toEqual([]);
    });

    it('sends a key account to the login page on a 401, starting no guest session (trade variant)', async () => {
      useBearerMode();
      storeBearerSession(user, 'user-token', 'revoked');
      saveProfile(userRecord({ id: 'u1', isKeyAccount: 'true' }));
      const api = fakeApi({ 'POST /token/refresh': () => problem(401, 'The refresh token is not valid.') });
      await expect(refreshSession({ force: true })).resolves.toEqual({ kind: 'signed-out', toLogin: true });
      expect(api.callsTo('POST /auth')).toHaveLength(0);
      expect(localStorage.getItem('claims')).toBeNull();
      expect(events).toEqual([{ type: 'signed-out', userId: 'u1', toLogin: true }]);
    });

    it.each([
      ['a 403 that says maintenance', () => problem(403, 'Down for maintenance', { status: 403 })],
      ['a 403 whose status is maintenance', () => json({ status: 'maintenance' }, 403)],
    ])('answers maintenance on %s, keeping the session', async (_case, answer) => {
      useBearerMode();
      storeBearerSession(user);
      fakeApi({ 'POST /token/refresh': answer });
      await expect(refreshSession({ force: true })).resolves.toEqual({ kind: 'maintenance' });
      expect(events).toEqual([{ type: 'maintenance' }]);
      expect(localStorage.getItem('claims')).not.toBeNull();
    });

    it('sends the person to login on any other 403', async () => {
      useBearerMode();
      storeBearerSession(user);
      fakeApi({ 'POST /token/refresh': () => problem(403, 'This session is not allowed to refresh.') });
      await expect(refreshSession({ force: true })).resolves.toEqual({ kind: 'signed-out', toLogin: true });
      expect(events).toEqual([{ type: 'signed-out', userId: 'u1', toLogin: true }]);
    });
  });
});
