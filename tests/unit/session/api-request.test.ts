import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { apiRequest, SessionLostError } from '../../../src/session/api-request';
import { clearCsrfToken } from '../../../src/api/csrf';
import { fetchProfile } from '../../../src/session/profile';
import {
  claims,
  fakeApi,
  json,
  pair,
  problem,
  storeBearerSession,
  storeCookieSession,
  userRecord,
  useBearerMode,
  useCookieMode,
} from '../support/fake-api';
import { authRoutes } from '../../../contract/auth/routes';
import { userRoutes } from '../../../contract/users/routes';

const user = claims({ id: 'u1', exp: 2_000_000_000 });
const guest = claims({ id: 'g1', guest_user: true, email: null, exp: 2_000_000_000 });

beforeEach(() => clearCsrfToken());
afterEach(() => vi.unstubAllGlobals());

describe('calls needing a logged-in user', () => {
  it('throw "You must be logged in to use this endpoint" without claims, sending nothing', async () => {
    useBearerMode();
    const api = fakeApi({});
    await expect(apiRequest(userRoutes.getUser, { params: { id: 'u1' } })).rejects.toThrow(messages.notLoggedIn);
    expect(api.calls).toHaveLength(0);
  });

  it('throw the same for a guest', async () => {
    useBearerMode();
    storeBearerSession(guest);
    fakeApi({});
    await expect(apiRequest(userRoutes.getUser, { params: { id: 'g1' } })).rejects.toThrow(messages.notLoggedIn);
  });

  it('refresh an expired token first', async () => {
    useBearerMode();
    storeBearerSession(claims({ id: 'u1', exp: Math.floor(Date.now() / 1000) - 1 }), 'old');
    const api = fakeApi({
      'POST /token/refresh': () => pair(user),
      'GET /users/u1': () => json(userRecord({ id: 'u1' })),
    });
    await apiRequest(userRoutes.getUser, { params: { id: 'u1' } });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /token/refresh', 'GET /users/u1']);
    expect(api.calls[1]?.headers.authorization).toMatch(/^Bearer ey/);
  });
});

describe('a profile fetch answering 401', () => {
  it('forces a refresh in cookie mode and is tried again', async () => {
    useCookieMode();
    storeCookieSession(user);
    const api = fakeApi({
      'GET /users/u1': [() => problem(401, 'JWT Token not found'), () => json(userRecord({ id: 'u1' }))],
      'GET /csrf-token': () => json({ token: 'c' }),
      'POST /token/refresh': () => json({ token: '', refresh_token: '' }),
      'GET /me': () => json(user),
    });
    await expect(fetchProfile('u1')).resolves.toMatchObject({ id: 'u1' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /users/u1',
      'GET /csrf-token',
      'POST /token/refresh',
      'GET /me',
      'GET /users/u1',
    ]);
  });

  it('ends as not logged in when the refresh falls back to a guest', async () => {
    useCookieMode();
    storeCookieSession(user);
    fakeApi({
      'GET /users/u1': () => problem(401, 'Expired'),
      'GET /csrf-token': () => json({ token: 'c' }),
      'POST /token/refresh': () => problem(401, 'Revoked'),
      'POST /auth': () => json({ token: '', refresh_token: '' }),
      'GET /me': () => json(guest),
    });
    await expect(fetchProfile('u1')).rejects.toThrow(messages.notLoggedIn);
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toMatchObject({ guest_user: true });
  });
});

describe('calls needing any session', () => {
  it('start a guest session when there is none', async () => {
    useBearerMode();
    const api = fakeApi({ 'POST /auth': () => pair(guest), 'GET /me': () => json(guest) });
    await apiRequest(authRoutes.me);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth', 'GET /me']);
  });
});

describe('a replayed call ({ replayAs })', () => {
  const basketGet = userRoutes.getUser;

  it('runs under the user who queued it', async () => {
    useBearerMode();
    storeBearerSession(user, 'user-token');
    const api = fakeApi({ 'GET /users/u1': () => json(userRecord({ id: 'u1' })) });
    await apiRequest(basketGet, { params: { id: 'u1' }, policy: { replayAs: 'u1' } });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer user-token');
  });

  it('never starts a session and never runs under another user', async () => {
    useBearerMode();
    const api = fakeApi({});
    await expect(apiRequest(basketGet, { params: { id: 'u1' }, policy: { replayAs: 'u1' } })).rejects.toBeInstanceOf(
      SessionLostError,
    );
    storeBearerSession(guest);
    await expect(apiRequest(basketGet, { params: { id: 'u1' }, policy: { replayAs: 'u1' } })).rejects.toBeInstanceOf(
      SessionLostError,
    );
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes once on a 401 and carries on as the same user', async () => {
    useBearerMode();
    storeBearerSession(user, 'old-token');
    const api = fakeApi({
      'GET /users/u1': [() => problem(401, 'Expired JWT Token'), () => json(userRecord({ id: 'u1' }))],
      'POST /token/refresh': () => pair(user),
    });
    await apiRequest(basketGet, { params: { id: 'u1' }, policy: { replayAs: 'u1' } });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /users/u1',
      'POST /token/refresh',
      'GET /users/u1',
    ]);
  });

  it('stops with SessionLostError when the refresh is refused, though a guest session follows', async () => {
    useBearerMode();
    storeBearerSession(user, 'old-token');
    const api = fakeApi({
      'GET /users/u1': () => problem(401, 'Expired JWT Token'),
      'POST /token/refresh': () => problem(401, 'The refresh token is not valid.'),
      'POST /auth': () => pair(guest),
    });
    await expect(apiRequest(basketGet, { params: { id: 'u1' }, policy: { replayAs: 'u1' } })).rejects.toBeInstanceOf(
      SessionLostError,
    );
    // The guest session the basic variant starts is not used for the replay.
    expect(api.callsTo('GET /users/u1')).toHaveLength(1);
  });
});
