import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { ArticlesRoute } from '../../../../src/features/content/components/articles-route';
import { setSessionStatus } from '../../../../src/session/session-status';
import { fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { focusPads, guest, guides, summary } from './fixtures';

const page = (from: number, to: number) =>
  json({ 'hydra:member': Array.from({ length: to - from + 1 }, (_, i) => summary(from + i)), 'hydra:totalItems': 27 });

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(guest);
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

const route = <ArticlesRoute notFound={<h1>Page not found</h1>} />;

describe('/articles/{category}', () => {
  it('lists a category’s articles 25 to a page, with its breadcrumbs, and pages on', async () => {
    const api = fakeApi({
      'GET /content-at-path/guides': () => json({ kind: 'category', category: guides }),
      'GET /articles-by-category/guides?page=1&itemsPerPage=25': () => page(1, 25),
      'GET /articles-by-category/guides?page=2&itemsPerPage=25': () => page(26, 27),
    });
    const { router } = renderAt(route, '/articles/guides', '/articles/:path');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fitting guides' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Articles in Fitting guides' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getByRole('link', { name: 'Guide number 1' }).getAttribute('href')).toBe('/articles/guide-1');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(crumbs).getByText('Fitting guides').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Guide number 27' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET /articles-by-category/guides?page=2&itemsPerPage=25')).toHaveLength(1);
  });
});

describe('/articles/{slug}', () => {
  it('shows the article, sanitised once more, under its category in the breadcrumbs', async () => {
    fakeApi({
      'GET /content-at-path/ford-focus-mk3-front-brake-pads': () => json({ kind: 'article', article: focusPads }),
    });
    const { container } = renderAt(route, '/articles/ford-focus-mk3-front-brake-pads', '/articles/:path');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Changing the front brake pads on a Ford Focus Mk3' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'You will need' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Fitting guides' }).getAttribute('href')).toBe('/articles/guides');
    // DOMPurify, the second guard, drops the event handler a saved copy might carry.
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('28 October 2026')).toBeTruthy();
  });

  it('follows a link inside the article through the router, without reloading the app', async () => {
    fakeApi({
      'GET /content-at-path/ford-focus-mk3-front-brake-pads': () => json({ kind: 'article', article: focusPads }),
    });
    const { router } = renderAt(route, '/articles/ford-focus-mk3-front-brake-pads', '/articles/:path');
    fireEvent.click(await screen.findByRole('link', { name: 'our brakes' }));
    expect(router.state.location.pathname).toBe('/brakes');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('is not found when neither a category nor an article has the path', async () => {
    fakeApi({
      'GET /content-at-path/recipes': () => problem(404, 'This article could not be found.'),
    });
    renderAt(route, '/articles/recipes', '/articles/:path');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
