import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { RedirectOrNotFound } from '../../../../src/features/content/components/redirect-or-not-found';
import { setSessionStatus } from '../../../../src/session/session-status';
import { fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderRoutes } from '../../support/render';
import { guest } from './fixtures';

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(guest);
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/category/*', element: <h1>Braking</h1> },
  { path: '*', element: <RedirectOrNotFound notFound={<h1>Page not found</h1>} /> },
];

describe('an address the app has no page for', () => {
  it('asks GET /redirects-by-url and goes where the old address leads, replacing it in the history', async () => {
    const api = fakeApi({
      'GET /redirects-by-url/%2Fbrakes': () =>
        json({
          '@id': '/api/redirects-by-url/%2Fbrakes',
          sourceUrl: '/brakes',
          targetUrl: '/category/braking',
          statusCode: 301,
        }),
    });
    const { router } = renderRoutes(routes, '/brakes');
    expect(await screen.findByRole('heading', { name: 'Braking' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/category/braking');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.calls).toHaveLength(1);
  });

  it('is not found when the server knows no redirect for it', async () => {
    fakeApi({
      'GET /redirects-by-url/%2Fno%2Fsuch%2Fpage': () => problem(404, 'This address does not lead anywhere else.'),
    });
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('is not found when the redirect would lead to itself or to another site', async () => {
    fakeApi({
      'GET /redirects-by-url/%2Floop': () =>
        json({ '@id': '/api/redirects-by-url/%2Floop', sourceUrl: '/loop', targetUrl: '/loop/', statusCode: 302 }),
    });
    renderRoutes(routes, '/loop');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
