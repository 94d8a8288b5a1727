import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { resolveTheme } from '../../../contract/theme';
import { handleRenderError, THEME_RESET_DELAY_MS } from '../../../src/app/render-error';
import { RootRoute } from '../../../src/app/root-route';
import { clearCsrfToken } from '../../../src/api/csrf';
import { setSessionStatus } from '../../../src/session/session-status';
import { applyTheme } from '../../../src/features/theming/theme-store';
import { claims, fakeApi, pair, storeBearerSession, useBearerMode } from '../support/fake-api';
import { renderRoutes, testQueryClient } from '../support/render';

const guest = claims({ id: 'g1', guest_user: true, email: null, exp: 2_000_000_000 });
const user = claims({ id: 'u1', exp: 2_000_000_000 });

function Boom(): never {
  throw new Error('Cannot read properties of undefined');
}

const routes = [
  {
    element: <RootRoute />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: 'boom', element: <Boom /> },
    ],
  },
];

// React reports the render error it recovered from to window.onerror as well; the test expects it.
const expectedError = (event: ErrorEvent) => event.preventDefault();

beforeEach(() => {
  window.addEventListener('error', expectedError);
  clearCsrfToken();
  useBearerMode();
  setSessionStatus({ status: 'ready', error: null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener('error', expectedError);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('error fallback', () => {
  it('shows the exact heading, text and button of the specification', async () => {
    storeBearerSession(guest);
    fakeApi({ 'POST /auth': () => pair(guest) });
    renderRoutes(routes, '/boom');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Sorry about this, but you need to log back in and start again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Log in' })).toBeTruthy();
    expect(messages.errorFallbackHeading).toBe('Oops! Something went wrong');
  });

  it('"Return to Log in" resets the error and goes to /', async () => {
    storeBearerSession(guest);
    fakeApi({ 'POST /auth': () => pair(guest) });
    const { router } = renderRoutes(routes, '/boom');
    fireEvent.click(await screen.findByRole('button', { name: 'Return to Log in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('"Return to Log in" waits for the logout the render error started', async () => {
    storeBearerSession(user);
    let finishLogout: () => void = () => {};
    const loggedOut = new Promise<void>((resolve) => (finishLogout = resolve));
    fakeApi({ 'POST /auth': async () => loggedOut.then(() => pair(guest)) });
    renderRoutes(routes, '/boom');
    const button = await screen.findByRole('button', { name: 'Return to Log in' });
    fireEvent.click(button);
    // Leaving now would load the old session's user again; the button waits, busy.
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(screen.queryByText('Home page')).toBeNull();
    finishLogout();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('claims') ?? '{}')).toMatchObject({ guest_user: true });
  });

  it('logs the user out on a render error, keeping the basket as the guest basket', async () => {
    storeBearerSession(user);
    localStorage.setItem('u1_basket', 'basket-1');
    const api = fakeApi({ 'POST /auth': () => pair(guest) });
    renderRoutes(routes, '/boom');
    await screen.findByRole('button', { name: 'Return to Log in' });
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('claims') ?? '{}')).toMatchObject({ guest_user: true }),
    );
    expect(api.callsTo('POST /auth')[0]?.body).toEqual({});
    expect(localStorage.getItem('guest_basket')).toBe('basket-1');
    expect(localStorage.getItem('u1_basket')).toBeNull();
  });

  it('resets the colours and logo 2 seconds after the error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    storeBearerSession(guest);
    fakeApi({ 'POST /auth': () => pair(guest) });
    act(() => applyTheme(resolveTheme({ primaryColour: '#FF0000' })));
    handleRenderError(new Error('boom'), testQueryClient());
    expect(document.documentElement.style.getPropertyValue('--wb-primary')).toBe('#FF0000');
    act(() => vi.advanceTimersByTime(THEME_RESET_DELAY_MS - 1));
    expect(document.documentElement.style.getPropertyValue('--wb-primary')).toBe('#FF0000');
    act(() => vi.advanceTimersByTime(1));
    expect(document.documentElement.style.getPropertyValue('--wb-primary')).toBe('#0033A0');
    expect(THEME_RESET_DELAY_MS).toBe(2000);
  });
});
