import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { clearCsrfToken } from '../../../src/api/csrf';
import { login, logout, refreshSession } from '../../../src/api/session';
import { setSessionNavigation } from '../../../src/api/session-navigation';
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
} from '../support/fake-api';

const user = claims({ id: 'u1', exp: 2_000_000_000 });
const guest = claims({ id: 'g1', email: null, first_name: null, last_name: null, guest_user: true, exp: 2_000_000_100 });

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

  it('moves the guest basket to the user basket key when the user has none', async () => {
    useBearerMode();
    localStorage.setItem('guest_basket', 'basket-guest');
    fakeApi({ 'POST /auth': () => pair(user) });
    await login({ email: 'a@b.test', password: 'pw' });
    expect(localStorage.getItem('u1_basket')).toBe('basket-guest');
    expect(localStorage.getItem('guest_basket')).toBeNull();
  });

  it("keeps the user's own basket and still removes the guest basket", async () => {
    useBearerMode();
    localStorage.setItem('guest_basket', 'basket-guest');
    localStorage.setItem('u1_basket', 'basket-user');
    fakeApi({ 'POST /auth': () => pair(user) });
    await login({ email: 'a@b.test', password: 'pw' });
    expect(localStorage.getItem('u1_basket')).toBe('basket-user');
    expect(localStorage.getItem('guest_basket')).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => {
    useBearerMode();
    storeBearerSession(user, 'user-token');
    localStorage.setItem('u1_basket', 'basket-user');
    localStorage.setItem('show_vin', 'true');
  });

  it('keeps the basket as the guest basket when asked, and stores the new guest pair', async () => {
    const api = fakeApi({ 'POST /auth': () => pair(guest, 'guest-refresh') });
    await logout({ keepBasket: true });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/auth', body: {} });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer user-token');
    expect(localStorage.getItem('guest_basket')).toBe('basket-user');
    expect(localStorage.getItem('u1_basket')).toBeNull();
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(guest);
    expect(localStorage.getItem('refresh_token')).toBe('guest-refresh');
    expect(localStorage.getItem('show_vin')).toBeNull();
  });

  it("removes the user's basket key without keeping it", async () => {
    fakeApi({ 'POST /auth': () => pair(guest) });
    await logout();
    expect(localStorage.getItem('u1_basket')).toBeNull();
    expect(localStorage.getItem('guest_basket')).toBeNull();
  });

  it('clears the session keys and throws the message when the server refuses', async () => {
    fakeApi({ 'POST /auth': () => problem(500, 'Logout is not possible right now') });
    await expect(logout()).rejects.toThrow('Logout is not possible right now');
    for (const key of ['token', 'claims', 'expires_at', 'refresh_token']) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('show_vin')).toBeNull();
  });
});

describe('token refresh', () => {
  const fresh = claims({ id: 'u1', exp: 2_000_000_500 });

  it('does nothing before the expiry when not forced', async () => {
    useBearerMode();
    storeBearerSession(user);
    const api = fakeApi({});
    await expect(refreshSession()).resolves.toEqual(user);
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes once the expiry has passed, sending the refresh token (bearer mode)', async () => {
    useBearerMode();
    const expired = claims({ id: 'u1', exp: Math.floor(Date.now() / 1000) - 5 });
    storeBearerSession(expired, 'old-token', 'refresh-0');
    const api = fakeApi({ 'POST /token/refresh': () => pair(fresh, 'refresh-1') });
    await expect(refreshSession()).resolves.toEqual(fresh);
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
    await expect(Promise.all([first, second])).resolves.toEqual([fresh, fresh]);
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
        request: async <T,>(name: string, callback: () => Promise<T>) => {
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
      const refreshed = refreshSession({ force: true });
      // The other tab refreshes while this one waits for the lock.
      storeBearerSession(fresh, 'token-1', 'refresh-1');
      otherTab.release();
      await expect(refreshed).resolves.toEqual(fresh);
      expect(api.calls).toHaveLength(0);
      expect(otherTab.names).toEqual(['workbay-token-refresh']);
    });

    it('refreshes itself when nobody refreshed while it waited', async () => {
      useBearerMode();
      storeBearerSession(user, 'token-0', 'refresh-0');
      const otherTab = locksHeldByAnotherTab();
      const api = fakeApi({ 'POST /token/refresh': () => pair(fresh, 'refresh-1') });
      const refreshed = refreshSession({ force: true });
      otherTab.release();
      await expect(refreshed).resolves.toEqual(fresh);
      expect(api.calls[0]?.body).toEqual({ refresh_token: 'refresh-0' });
    });
  });

  it('refuses a guest unless forced: "You must be logged in to use this endpoint"', async () => {
    useBearerMode();
    storeBearerSession(guest);
    const api = fakeApi({ 'POST /token/refresh': () => pair(guest) });
    await expect(refreshSession()).rejects.toThrow(messages.notLoggedIn);
    expect(api.calls).toHaveLength(0);
    await expect(refreshSession({ force: true })).resolves.toEqual(guest);
  });

  it('refuses without claims unless forced', async () => {
    useBearerMode();
    fakeApi({});
    await expect(refreshSession()).rejects.toThrow('You must be logged in to use this endpoint');
  });

  it('clears the session and logs in as a guest on a 401', async () => {
    useBearerMode();
    storeBearerSession(user, 'user-token', 'revoked');
    localStorage.setItem('u1_basket', 'b');
    const api = fakeApi({
      'POST /token/refresh': () => problem(401, 'The refresh token is not valid.'),
      'POST /auth': (call) => {
        // The session is cleared before the guest login: no old token goes with it.
        expect(call.headers.authorization).toBeUndefined();
        expect(localStorage.getItem('claims')).toBeNull();
        return pair(guest, 'guest-refresh');
      },
    });
    await expect(refreshSession({ force: true })).resolves.toEqual(guest);
    expect(api.callsTo('POST /auth')[0]?.body).toEqual({});
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(guest);
    expect(localStorage.getItem('refresh_token')).toBe('guest-refresh');
  });

  it('reloads the page on a 403 that says maintenance', async () => {
    useBearerMode();
    storeBearerSession(user);
    const reload = vi.fn();
    const goToLogin = vi.fn();
    const restore = setSessionNavigation({ reload, goToLogin });
    fakeApi({ 'POST /token/refresh': () => problem(403, 'Down for maintenance', { status: 403 }) });
    await expect(refreshSession({ force: true })).rejects.toMatchObject({ status: 403 });
    expect(reload).toHaveBeenCalledOnce();
    expect(goToLogin).not.toHaveBeenCalled();
    restore();
  });

  it('reloads the page on a 403 whose status is maintenance', async () => {
    useBearerMode();
    storeBearerSession(user);
    const reload = vi.fn();
    const restore = setSessionNavigation({ reload, goToLogin: vi.fn() });
    fakeApi({ 'POST /token/refresh': () => json({ status: 'maintenance' }, 403) });
    await expect(refreshSession({ force: true })).rejects.toMatchObject({ status: 403 });
    expect(reload).toHaveBeenCalledOnce();
    restore();
  });

  it('goes to the login page on any other 403', async () => {
    useBearerMode();
    storeBearerSession(user);
    const reload = vi.fn();
    const goToLogin = vi.fn();
    const restore = setSessionNavigation({ reload, goToLogin });
    fakeApi({ 'POST /token/refresh': () => problem(403, 'This session is not allowed to refresh.') });
    await expect(refreshSession({ force: true })).rejects.toMatchObject({ status: 403 });
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    restore();
  });
});
