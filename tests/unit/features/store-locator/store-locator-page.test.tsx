import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../../contract/locations/schemas';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { StoreLocatorPage } from '../../../../src/features/store-locator/components/store-locator-page';
import { setSessionStatus } from '../../../../src/session/session-status';
import { fakeApi, json, storeBearerSession, useBearerMode, guestClaims } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const guest = guestClaims();

function store(name: string, slug: string, latitude: number, longitude: number): Location {
  return {
    '@id': `/locations/b-${slug}`,
    id: `b-${slug}`,
    name,
    slug,
    country: 'GBR',
    latitude,
    longitude,
    address: { line1: '1 Trade Park', line2: null, town: name, county: null, postcode: 'LS5 3BT' },
    phone: '0113 496 0000',
    email: null,
    openingHours: [],
    status: 'active',
  };
}

const leeds = store('Leeds Kirkstall', 'leeds-kirkstall', 53.81, -1.6);
const york = store('York Clifton Moor', 'york-clifton-moor', 53.99, -1.1);

/** The store locator's list call, exactly as the specification writes it (trade-features §7). */
const ACTIVE_STORES = 'GET /locations?itemsPerPage=1000&locationPageStatus=active';

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(guest);
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('store locator: the list of stores', () => {
  // Issue 23: an empty list stood on the page while the stores loaded, and each store was then
  // put into it one by one (49 insertions in one task). The list comes with its stores, whole.
  it('shows no empty list while the stores load, then the list with every store at once', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({ [ACTIVE_STORES]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt(<StoreLocatorPage />, '/stores');
    expect(await screen.findByText('Loading the stores')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    answer(json({ 'hydra:member': [leeds, york], 'hydra:totalItems': 2 }));
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it(
    'lists the open stores from GET /locations?itemsPerPage=1000&locationPageStatus=active, ' + 'and nothing else',
    async () => {
      const api = fakeApi({ [ACTIVE_STORES]: () => json({ 'hydra:member': [leeds, york], 'hydra:totalItems': 2 }) });
      renderAt(<StoreLocatorPage />, '/stores');

      const list = await screen.findByRole('list');
      expect(await within(list).findByRole('link', { name: 'Leeds Kirkstall' })).toBeTruthy();
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => within(item).getByRole('heading').textContent),
      ).toEqual(['Leeds Kirkstall', 'York Clifton Moor']);
      expect(screen.getByRole('img', { name: 'Map of Great Britain and Ireland with 2 stores' })).toBeTruthy();
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([ACTIVE_STORES]);
    },
  );
});

describe('store locator: offline', () => {
  // The stores seen online come from the service worker's saved copy (contract/sync.ts); a place
  // not searched before needs the server, and the page says so instead of showing nothing.
  it('says the stores near a place searched offline load once the connection is back', async () => {
    const api = fakeApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    renderAt(<StoreLocatorPage />, '/stores?place=Harrogate&country=GBR');
    expect(
      await screen.findByText(/The stores near Harrogate will load as soon as the connection is back/),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
