import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedCopyNotice } from '../../../../src/features/connectivity/components/saved-copy-notice';
import { offlineOnTheDaySaved, readFromCache } from '../../support/cached-reads';

const read = (path: string) => readFromCache(path, new Date('2026-11-27T14:05:00'));
const show = () => render(<SavedCopyNotice />);

offlineOnTheDaySaved();

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
