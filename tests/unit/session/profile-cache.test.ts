import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../src/api/csrf';
import { fetchProfile, profileQueryOptions } from '../../../src/session/profile';
import { PROFILE_KEY, readProfile, saveProfile } from '../../../src/session/profile-cache';
import { logout } from '../../../src/session/session';
import { clearSession } from '../../../src/session/session-storage';
import { claims, fakeApi, json, pair, storeBearerSession, useBearerMode, userRecord } from '../support/fake-api';

const user = claims({ id: 'u1', exp: 2_000_000_000 });
const guest = claims({ id: 'g1', guest_user: true, email: null, exp: 2_000_000_000 });

afterEach(() => {
  clearCsrfToken();
  vi.unstubAllGlobals();
});

describe('profile cache (the user record for opening offline)', () => {
  it('keeps the record the server answered', async () => {
    useBearerMode();
    storeBearerSession(user);
    fakeApi({ 'GET /users/u1': () => json(userRecord({ id: 'u1', firstName: 'Sam' })) });
    await fetchProfile('u1');
    expect(readProfile('u1')?.user.firstName).toBe('Sam');
  });

  it('gives no record for another user, or for an unreadable one', () => {
    saveProfile(userRecord({ id: 'u1' }));
    expect(readProfile('u2')).toBeUndefined();
    localStorage.setItem(PROFILE_KEY, '{not json');
    expect(readProfile('u1')).toBeUndefined();
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ user: { id: 'u1' }, savedAt: 1 }));
    expect(readProfile('u1')).toBeUndefined();
  });

  it('is forgotten when the session is cleared and on logout', async () => {
    saveProfile(userRecord({ id: 'u1' }));
    clearSession();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();

    useBearerMode();
    storeBearerSession(user);
    saveProfile(userRecord({ id: 'u1' }));
    fakeApi({ 'POST /auth': () => pair(guest) });
    await logout();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it('serves the cached record at once and refetches it when stale', async () => {
    useBearerMode();
    storeBearerSession(user);
    saveProfile(userRecord({ id: 'u1', firstName: 'Cached' }), Date.now() - 120_000);
    const api = fakeApi({ 'GET /users/u1': () => json(userRecord({ id: 'u1', firstName: 'Fresh' })) });
    const client = new QueryClient();
    const observer = new QueryObserver(client, profileQueryOptions('u1'));
    expect(observer.getCurrentResult().data?.firstName).toBe('Cached');
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.firstName).toBe('Fresh'));
    expect(api.callsTo('GET /users/u1')).toHaveLength(1);
    unsubscribe();
    client.clear();
  });
});
