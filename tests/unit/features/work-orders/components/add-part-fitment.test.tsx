import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackItem } from '../../../../../contract/catalogue-pack/schemas';
import { encodeQuery } from '../../../../../contract/http/query-string';
import { packItemToSummary } from '../../../../../src/catalogue-pack/pack-summary';
import { clearPack, storePackItems, writePackState } from '../../../../../src/db/catalogue-pack';
import { AddPart } from '../../../../../src/features/work-orders/components/add-part';
import { packItem } from '../../../catalogue-pack/fake-pack-server';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../../support/fake-api';
import { testQueryClient } from '../../../support/render';

// jsdom has no workers: the pack's search worker runs in-process, as in the pack's own tests.
vi.mock('../../../../../src/catalogue-pack/pack-worker-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../../src/catalogue-pack/pack-worker-client')>();
  const { inProcessWorker } = await import('../../../support/in-process-pack-worker');
  return { ...original, packWorker: original.createPackWorker(inProcessWorker) };
});

const FOCUS = 1234;
const FIAT_500 = 5678;
const focus = { tecdocId: FOCUS, make: 'Ford', model: 'Focus', vrm: 'WB19 KFD' };

const disc = (sku: string, car: string, tecdocIds: number[], price: number): PackItem =>
  packItem(sku, {
    name: `Front Brake Disc Pair for ${car}`,
    mpn: `DF${sku}`,
    brand: { name: 'TRW', slug: 'trw' },
    category: { id: '12', name: 'Brake Discs', slug: 'brake-discs', path: 'braking/brake-discs' },
    categoryTrail: ['Braking', 'Brake Discs'],
    words: `trw front brake disc pair ${car.toLowerCase()} braking brake discs`,
    price,
    tecdocIds,
  });
// The Fiat's discs rank first by words and price: the "TRW … Disc Pair for Fiat 500".
const fiatDiscs = disc('200001', 'Fiat 500', [FIAT_500], 4_100);
const focusDiscs = disc('200002', 'Ford Focus', [FOCUS, 1235], 5_900);
const cleaner = packItem('300001', {
  name: 'Brake Disc Cleaner 500ml',
  mpn: 'BC500',
  brand: { name: 'Holts', slug: 'holts' },
  words: 'holts brake disc cleaner 500ml',
  price: 450,
  tecdocIds: [],
});
const summary = (item: PackItem) => packItemToSummary(item, 'GBP');

const searchKey = (keywords: string, tecdocId?: number) =>
  `GET /storefront/search${encodeQuery({
    keywords,
    itemsPerPage: '12',
    currency: 'GBP',
    ...(tecdocId ? { tecdocId: String(tecdocId) } : {}),
  })}`;
const found = (items: PackItem[]) =>
  json({
    source: 'easyAsk',
    keywords: 'disc pair',
    correctedKeywords: null,
    totalItems: items.length,
    products: items.map(summary),
    categories: [],
  });

function renderAddPart(online: boolean, vehicle: Parameters<typeof AddPart>[0]['vehicle'] = focus) {
  const onAdd = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AddPart online={online} currency="GBP" disabled={false} vehicle={vehicle} onAdd={onAdd} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Find a part'), { target: { value: 'disc pair' } });
  return { onAdd };
}

const rowOf = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Parts found' }, { timeout: 5_000 });
  const button = await within(list).findByRole('button', { name: `Add ${name}` }, { timeout: 5_000 });
  return button.closest('li') as HTMLElement;
};
const shownNames = async () =>
  within(await screen.findByRole('list', { name: 'Parts found' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
const showAll = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show all parts, not only those that fit Ford Focus' }));

describe('finding a part for the work order’s vehicle (issue 42)', () => {
  beforeEach(() => {
    useBearerMode();
    storeBearerSession(claims({ id: 'u1' }));
  });

  it('online: finds only the parts that fit the vehicle and universal ones, by default', async () => {
    const api = fakeApi({ [searchKey('disc pair', FOCUS)]: () => found([focusDiscs, cleaner]) });
    const { onAdd } = renderAddPart(true);
    await waitFor(async () =>
      expect(await shownNames()).toEqual([
        'Add TRW Front Brake Disc Pair for Ford Focus',
        'Add Holts Brake Disc Cleaner 500ml',
      ]),
    );
    expect(api.calls.map((call) => call.path)).toEqual([searchKey('disc pair', FOCUS).slice(4)]);
    expect(screen.queryByText(/Does not fit/)).toBe(null);
    fireEvent.click(screen.getByRole('button', { name: 'Add TRW Front Brake Disc Pair for Ford Focus' }));
    expect(onAdd).toHaveBeenCalledWith(summary(focusDiscs));
    expect(screen.queryByRole('dialog')).toBe(null);
  });

  it('online: the switch shows every part, and one that does not fit says so and asks before it is added', async () => {
    const compatibility = `GET /storefront/product-compatibility${encodeQuery({
      skus: ['200001', '200002', '300001'],
      tecdocId: String(FOCUS),
    })}`;
    const fits = (sku: string, compatible: boolean, universal = false) => ({
      sku,
      compatible,
      productCompatibilityData: {
        vehicle: { tecdocId: FOCUS, description: 'Ford Focus Mk4 1.0 EcoBoost' },
        universal,
        fitmentCount: universal ? 0 : 1,
      },
    });
    fakeApi({
      [searchKey('disc pair', FOCUS)]: () => found([focusDiscs, cleaner]),
      [searchKey('disc pair')]: () => found([fiatDiscs, focusDiscs, cleaner]),
      [compatibility]: () =>
        json({
          'hydra:member': [fits('200001', false), fits('200002', true), fits('300001', true, true)],
          'hydra:totalItems': 3,
        }),
    });
    const { onAdd } = renderAddPart(true);
    await rowOf('TRW Front Brake Disc Pair for Ford Focus');
    showAll();

    const fiat = await rowOf('TRW Front Brake Disc Pair for Fiat 500');
    expect(await shownNames()).toHaveLength(3);
    expect(within(fiat).getByText('Does not fit Ford Focus')).toBeTruthy();
    expect(within(await rowOf('TRW Front Brake Disc Pair for Ford Focus')).queryByText(/Does not fit/)).toBe(null);
    expect(within(await rowOf('Holts Brake Disc Cleaner 500ml')).queryByText(/Does not fit/)).toBe(null);
    const add = within(fiat).getByRole('button', { name: 'Add TRW Front Brake Disc Pair for Fiat 500' });
    expect(add.getAttribute('aria-describedby')).toBe(within(fiat).getByText('Does not fit Ford Focus').id);

    // Asked first; Cancel adds nothing.
    fireEvent.click(add);
    let dialog = await screen.findByRole('dialog', { name: 'Not listed for this vehicle' });
    expect(dialog.textContent).toContain('This part is not listed for this vehicle. Add it anyway?');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(onAdd).not.toHaveBeenCalled();

    // Escape closes it too, from the keyboard.
    fireEvent.click(add);
    dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.click(add);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add it anyway' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(summary(fiatDiscs));
    expect(screen.queryByRole('dialog')).toBe(null);

    // A part that fits is added at once, with the switch on too.
    fireEvent.click(screen.getByRole('button', { name: 'Add TRW Front Brake Disc Pair for Ford Focus' }));
    expect(onAdd).toHaveBeenLastCalledWith(summary(focusDiscs));
    expect(screen.queryByRole('dialog')).toBe(null);
  });

  it('says when nothing that fits matches, and offers every part for a vehicle not looked up', async () => {
    fakeApi({
      [searchKey('disc pair', FOCUS)]: () => found([]),
      [searchKey('disc pair')]: () => found([fiatDiscs]),
    });
    renderAddPart(true);
    expect(
      await screen.findByText('No parts that fit Ford Focus match. Show all parts to see those for other vehicles.'),
    ).toBeTruthy();
    screen.getByRole('checkbox', { name: /Show all parts/ });

    cleanup();
    renderAddPart(true, { tecdocId: null, make: null, model: null, vrm: 'WB19 KFD' });
    expect(await shownNames()).toEqual(['Add TRW Front Brake Disc Pair for Fiat 500']);
    expect(screen.queryByRole('checkbox')).toBe(null);
    expect(screen.queryByText(/Does not fit/)).toBe(null);
  });

  describe('offline, from the offline catalogue on the device', () => {
    beforeEach(async () => {
      await clearPack();
      await storePackItems([fiatDiscs, focusDiscs, cleaner]);
      await writePackState({
        id: 'current',
        branch: { id: 'b-leeds', name: 'Leeds Kirkstall Road', slug: 'leeds-kirkstall-road' },
        nearby: [],
        version: 'v-fitment-1',
        phase: 'ready',
        run: null,
        bytes: 3_000,
        count: 3,
        refreshedAt: '2026-11-27T06:00:00.000Z',
        autoRefresh: false,
        error: null,
      });
      fakeApi({});
    });
    afterEach(() => clearPack());

    it('finds only what fits by default; the switch shows the rest, each that does not fit saying so', async () => {
      const { onAdd } = renderAddPart(false);
      // In the pack's order of relevance: the Fiat's discs are not among them.
      // The offline search runs in its worker on IndexedDB: up to 5 s in a busy suite (1 s failed once).
      await waitFor(
        async () =>
          expect((await shownNames()).sort()).toEqual([
            'Add Holts Brake Disc Cleaner 500ml',
            'Add TRW Front Brake Disc Pair for Ford Focus',
          ]),
        { timeout: 5_000 },
      );
      screen.getByText('Offline: searching the offline catalogue on this device.');

      showAll();
      const fiat = await rowOf('TRW Front Brake Disc Pair for Fiat 500');
      expect(await shownNames()).toHaveLength(3);
      expect(within(fiat).getByText('Does not fit Ford Focus')).toBeTruthy();
      expect(screen.getAllByText(/Does not fit/)).toHaveLength(1);
      fireEvent.click(within(fiat).getByRole('button', { name: 'Add TRW Front Brake Disc Pair for Fiat 500' }));
      const dialog = await screen.findByRole('dialog', { name: 'Not listed for this vehicle' });
      expect(onAdd).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add it anyway' }));
      expect(onAdd).toHaveBeenCalledWith(summary(fiatDiscs));
    });
  });
});
