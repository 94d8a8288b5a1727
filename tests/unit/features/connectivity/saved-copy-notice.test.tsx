import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CACHE } from '../../../../contract/sync';
import { beginPage, noteCachedRead } from '../../../../src/api/cached-reads';
import { SavedCopyNotice } from '../../../../src/features/connectivity/components/saved-copy-notice';

const savedAt = new Date('2026-11-27T14:05:00');
const fromCache = () => new Response('{}', { headers: { [CATALOGUE_CACHE.cachedAtHeader]: savedAt.toISOString() } });
const read = (path: string) => noteCachedRead(`http://localhost/api${path}`, fromCache());

const show = () =>
  render(
    <MemoryRouter>
      <SavedCopyNotice />
    </MemoryRouter>,
  );

beforeEach(() => {
  // Each test is a page of its own (the router starts one on navigation: app/page-starts.ts).
  beginPage();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // The copies were saved today: a notice on another day names the day too (a run after midnight
  // read "Fri 27 Nov, 14:05").
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T18:30:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the saved copy notice offline', () => {
  it('says nothing for the menus every page carries (the header and the footer)', () => {
    read('/storefront/menu-items?filterByVehicle=true');
    read('/storefront/menus/footer.json');
    show();
    expect(screen.queryByText('Saved copy')).toBeNull();
  });

  it('marks an article as saved, without speaking of prices and stock', () => {
    read('/content-by-slug/changing-brake-pads-ford-focus');
    show();
    expect(screen.getByRole('status').textContent).toMatch(/^Saved copy You are offline: this page as saved at /);
  });

  it('marks the stores as saved, without speaking of prices and stock', () => {
    read('/locations?itemsPerPage=1000&locationPageStatus=active');
    read('/storefront/locations/nearest?place=Harrogate&country=GBR');
    read('/locations/slug/leeds-kirkstall');
    show();
    expect(screen.getByRole('status').textContent).toBe('Saved copy You are offline: this page as saved at 14:05.');
  });

  it('speaks of prices and stock on a catalogue page', () => {
    read('/content-by-slug/fitting-guide');
    read('/products/100001');
    show();
    expect(screen.getByRole('status').textContent).toMatch(/prices and stock as last updated at 14:05/);
  });
});
