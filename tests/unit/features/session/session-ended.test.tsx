import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { setConfig } from '../../../../src/api/config';
import { appDb } from '../../../../src/db/app-db';
import { LoginPage } from '../../../../src/features/session/components/login-page';
import { useSessionOutcomes } from '../../../../src/features/session/hooks/use-session-outcomes';
import { forgetSessionEnded } from '../../../../src/features/session/session-ended';
import { saveProfile } from '../../../../src/session/profile-cache';
import { notifySessionChange } from '../../../../src/session/session-storage';
import { refreshSession } from '../../../../src/session/session';
import { replayWith } from '../../../../src/sync/replay';
import { registerOperation } from '../../../../src/sync/operations';
import { apiRequest } from '../../../../src/session/api-request';
import { userRoutes } from '../../../../contract/users/routes';
import { setSyncState } from '../../../../src/sync/sync-state';
import { claims, fakeApi, pair, problem, storeBearerSession, userRecord } from '../../support/fake-api';
import { renderRoutes } from '../../support/render';
import { clearDb, entry } from '../../sync/support';

const clock = { now: () => Date.now(), random: () => 0 };
/** A session whose access token ran out while the device was offline. */
const expired = (overrides: Parameters<typeof claims>[0] = {}) =>
  claims({ id: 'u1', exp: Math.floor(Date.now() / 1000) - 60, ...overrides });
const guest = claims({
  id: 'g2',
  email: null,
  first_name: null,
  last_name: null,
  guest_user: true,
  exp: 2_000_000_000,
});

function Root() {
  useSessionOutcomes(() => {});
  return <Outlet />;
}

function renderApp(path = '/account/addresses') {
  return renderRoutes(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/account/addresses', element: <h1>Your addresses</h1> },
          { path: '/account/login', element: <LoginPage /> },
        ],
      },
    ],
    path,
  );
}

/** Changes the person made offline, waiting in the outbox; each is sent as a call under their session. */
async function queue(userId: string, count: number) {
  registerOperation('test.op', {
    payload: z.unknown(),
    send: (_entry, policy) => apiRequest(userRoutes.getUser, { params: { id: userId }, policy }),
    applied: async () => {},
    snapshot: async () => null,
    takeTheirs: async () => {},
    keepMine: async () => {},
  });
  for (let n = 0; n < count; n++) await appDb.outbox.add(entry({ id: `0190000${n}`, entityId: `e${n}`, userId }));
}

/** Back online: the replay tries to send the person's changes and finds the session refused. */
const reconnect = () => act(() => replayWith(clock));

beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  forgetSessionEnded();
  setSyncState({ pausedFor: null, replaying: false, lastRunAt: null });
  setConfig({ baseUrl: '/api', isCookies: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('the login page after the session was lost offline', () => {
  it('a key account sent to login on reconnecting is told why, and that its changes wait', async () => {
    storeBearerSession(expired());
    saveProfile(userRecord({ id: 'u1', isKeyAccount: 'true' }));
    fakeApi({ 'POST /token/refresh': () => problem(401, 'The refresh token is not valid.') });
    await queue('u1', 3);
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Your addresses' })).toBeTruthy();

    await reconnect();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your session has ended, so please log in again. ' +
          '3 changes made on this device are kept and will be sent once you have logged in.',
      ),
    );
    // At the top of the form, before its fields.
    const form = screen.getByLabelText('Email address').closest('form')!;
    expect(form.firstElementChild).toBe(screen.getByRole('status'));
    expect(await appDb.outbox.count()).toBe(3);
  });

  it('anyone else, carried on as a guest, is told the same when they come to log in', async () => {
    storeBearerSession(expired());
    fakeApi({
      'POST /token/refresh': () => problem(401, 'The refresh token is not valid.'),
      'POST /auth': () => pair(guest, 'guest-refresh'),
    });
    await queue('u1', 1);
    const { router } = renderApp();
    await reconnect();
    await act(() => router.navigate('/account/login'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your session has ended, so please log in again. ' +
          '1 change made on this device is kept and will be sent once you have logged in.',
      ),
    );
  });

  it('a queue paused because the person was logged out elsewhere says so too', async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    await queue('u1', 2);
    const { router } = renderApp();
    // Another tab logged out: this tab's claims go, and the replay stops for the person's queue.
    act(() => {
      storeBearerSession(guest);
      notifySessionChange();
    });
    act(() => setSyncState({ pausedFor: 'u1' }));
    await act(() => router.navigate('/account/login'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your session has ended, so please log in again. ' +
          '2 changes made on this device are kept and will be sent once you have logged in.',
      ),
    );
  });

  it('with nothing waiting (the refresh refused as the tab came back), still says why', async () => {
    storeBearerSession(expired());
    saveProfile(userRecord({ id: 'u1', isKeyAccount: 'true' }));
    fakeApi({ 'POST /token/refresh': () => problem(401, 'The refresh token is not valid.') });
    renderApp();
    await act(() => refreshSession({ force: true }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your session has ended, so please log in again.'),
    );
  });

  it('says nothing of the kind to a guest whose session ended', async () => {
    storeBearerSession(expired({ id: 'g1', email: null, first_name: null, last_name: null, guest_user: true }));
    fakeApi({
      'POST /token/refresh': () => problem(401, 'The refresh token is not valid.'),
      'POST /auth': () => pair(guest, 'guest-refresh'),
    });
    await queue('g1', 1);
    const { router } = renderApp('/');
    await reconnect();
    await act(() => router.navigate('/account/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is gone once the person has logged in again', async () => {
    storeBearerSession(expired());
    saveProfile(userRecord({ id: 'u1', isKeyAccount: 'true' }));
    fakeApi({
      'POST /token/refresh': () => problem(401, 'The refresh token is not valid.'),
      'POST /auth': () => pair(claims({ id: 'u1', exp: 2_000_000_000 }), 'refresh-2'),
    });
    await queue('u1', 2);
    const { router } = renderApp();
    await reconnect();
    expect(await screen.findByRole('status')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Email address'), { target: { value: 'retail@workbay.test' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Retail-Bay-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    // The replay starts again for them, its queue still marked paused until it has run.
    act(() => setSyncState({ replaying: true }));
    await act(() => router.navigate('/account/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
