import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../../contract/locations/schemas';
import { StoresMap } from '../../../../src/features/store-locator/components/stores-map';
import { renderRoutes } from '../../support/render';

const store = (id: string, name: string, slug: string, latitude: number, longitude: number) =>
  ({ id, name, slug, latitude, longitude }) as Location;
const stores = [
  store('b-harrogate', 'Harrogate', 'harrogate', 53.99, -1.54),
  store('b-leeds', 'Leeds Kirkstall', 'leeds-kirkstall', 53.81, -1.6),
];

/** What a keyboard could reach: links with an address, controls, anything given a tab index. */
const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, [tabindex], [contenteditable]';

function renderMap() {
  return renderRoutes(
    [
      { path: '/stores', element: <StoresMap stores={stores} highlighted={new Set(['b-leeds'])} place={null} /> },
      { path: '/stores/:slug', element: <h1>A store page</h1> },
    ],
    '/stores',
  );
}

describe('the map of stores', () => {
  it('is one picture named by what it shows, holding nothing to focus (axe nested-interactive)', () => {
    renderMap();
    const map = screen.getByRole('img', { name: 'Map of Great Britain and Ireland with 2 stores, 1 near you' });
    expect(map.querySelectorAll(FOCUSABLE)).toHaveLength(0);
    expect(map.querySelectorAll('circle.stores-map__store')).toHaveLength(2);
  });

  it('opens a store’s page when its dot is clicked', async () => {
    const { router } = renderMap();
    const dot = [...document.querySelectorAll('circle.stores-map__store')].find(
      (circle) => circle.textContent === 'Leeds Kirkstall',
    );
    fireEvent.click(dot as Element);
    expect(await screen.findByRole('heading', { name: 'A store page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stores/leeds-kirkstall');
  });
});
