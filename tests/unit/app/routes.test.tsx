import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../src/app/routes';
import { clearCsrfToken } from '../../../src/api/csrf';
import { setSessionStatus } from '../../../src/session/session-status';
import {
  claims,
  fakeApi,
  json,
  pair,
  storeBearerSession,
  userRecord,
  useBearerMode,
  guestClaims,
} from '../support/fake-api';
import { renderRoutes } from '../support/render';

const guest = guestClaims();
const user = claims({ id: 'u1', email: 'rita@workbay.test', first_name: 'Rita', exp: 2_000_000_000 });

const expectedError = (event: ErrorEvent) => event.preventDefault();

beforeEach(() => {
  window.addEventListener('error', expectedError);
  clearCsrfToken();
  useBearerMode();
  setSessionStatus({ status: 'loading', error: null });
});
afterEach(() => {
  window.removeEventListener('error', expectedError);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('app routes', () => {
  it('shows the full-screen spinner until the guest session has started', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ 'POST /auth': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(appRoutes, '/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    answer(pair(guest));
    // The start's answers and the deferred first render: a loaded CI machine took over a second.
    expect(await screen.findByRole('heading', { name: 'Welcome to Workbay' }, { timeout: 5_000 })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it('waits for the user record of a logged-in user before showing the page', async () => {
    storeBearerSession(user);
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ 'GET /users/u1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(appRoutes, '/');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    answer(json(userRecord({ id: 'u1', firstName: 'Rita', email: 'rita@workbay.test' })));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Rita' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows the page when the user record cannot be read, without fetching it again and again', async () => {
    storeBearerSession(user);
    const api = fakeApi({ 'GET /users/u1': () => json({ 'hydra:description': 'Down', status: 500 }, 500) });
    renderRoutes(appRoutes, '/');
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log out' })).toBeTruthy();
    // Each part that reads the record on mounting asks once more; a spinner shown again for such
    // a read would unmount them, and they would ask again when it went: a loop.
    // Settled once no read comes for 300 ms (a loaded CI machine mounts the late parts later); a
    // loop never settles, and its reads pass four within the ten rounds.
    let asked = api.callsTo('GET /users/u1').length;
    for (let round = 0; round < 10; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const now = api.callsTo('GET /users/u1').length;
      if (now === asked) break;
      asked = now;
    }
    expect(asked).toBeLessThanOrEqual(4);
  });

  it('renders the not-found page for /404 and for unknown paths', async () => {
    storeBearerSession(guest);
    fakeApi({});
    renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a guest from the account page to the login page', async () => {
    storeBearerSession(guest);
    fakeApi({});
    const { router } = renderRoutes(appRoutes, '/account');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('turns a user record that breaks the contract into the error fallback, and logs out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeBearerSession(user);
    fakeApi({ 'GET /users/u1': () => json({ id: 'u1' }), 'POST /auth': () => pair(guest) });
    renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('claims') ?? '{}')).toMatchObject({ guest_user: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Return to Log in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Workbay' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('logs in, sets the login popup flag and goes home', async () => {
    storeBearerSession(guest);
    const api = fakeApi({
      'POST /auth': () => pair(user),
      'GET /users/u1': () => json(userRecord({ id: 'u1', firstName: 'Rita', loginPopupContent: '<p>Hello</p>' })),
    });
    const { router } = renderRoutes(appRoutes, '/account/login');
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'rita@workbay.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Retail-Bay-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Information' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /auth')[0]?.body).toEqual({ email: 'rita@workbay.test', password: 'Retail-Bay-2026!' });
  });

  it('shows the message of a refused login', async () => {
    storeBearerSession(guest);
    fakeApi({
      'POST /auth': () =>
        json(
          {
            '@type': 'hydra:Error',
            'hydra:description': 'Invalid credentials.',
            message: 'Invalid credentials.',
            status: 401,
          },
          401,
        ),
    });
    renderRoutes(appRoutes, '/account/login');
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'rita@workbay.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials.');
  });
});

describe('logout', () => {
  beforeEach(() => {
    storeBearerSession(user);
    localStorage.setItem('show_vin', 'true');
  });

  it('stores the guest pair and goes to /', async () => {
    const api = fakeApi({
      'GET /users/u1': () => json(userRecord({ id: 'u1', firstName: 'Rita' })),
      'POST /auth': () => pair(guest),
    });
    const { router } = renderRoutes(appRoutes, '/account');
    fireEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Workbay' }, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /auth')[0]?.body).toEqual({});
    expect(localStorage.getItem('show_vin')).toBeNull();
  });

  it('clears the session keys and shows the message when the server refuses', async () => {
    fakeApi({
      'GET /users/u1': () => json(userRecord({ id: 'u1', firstName: 'Rita' })),
      'POST /auth': () => json({ 'hydra:description': 'The server is busy.', status: 503 }, 503),
    });
    const { router } = renderRoutes(appRoutes, '/account');
    fireEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server is busy.');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('claims')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
