// The first page's lazy chunk is waited for below the root route (src/app/routes.tsx): the
// session and the start's reads travel beside it (issue 23). Its own worker (vitest.config.ts):
// it replaces the category page's module with one that never arrives.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../src/app/routes';
import { clearCsrfToken } from '../../../src/api/csrf';
import { setSessionStatus } from '../../../src/session/session-status';
import { fakeApi, guestClaims, pair, useBearerMode } from '../support/fake-api';
import { renderRoutes } from '../support/render';

const guest = guestClaims();

// A slow line: the category page's chunk never arrives.
vi.mock('../../../src/features/catalogue/components/category-page', () => new Promise(() => {}));

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  setSessionStatus({ status: 'loading', error: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('starts the session while the first page’s code is still loading, then says the page is loading', async () => {
  const api = fakeApi({ 'POST /auth': () => pair(guest) });
  renderRoutes(appRoutes, '/category/braking');
  await vi.waitFor(() => expect(api.callsTo('POST /auth')).toHaveLength(1));
  expect(await screen.findByRole('status', { name: 'Loading the page' }, { timeout: 5_000 })).toBeTruthy();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeTruthy();
});
