import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthCheckItem, RecommendedJob } from '../../../../../contract/health-checks/schemas';
import { encodeQuery } from '../../../../../contract/http/query-string';
import type { RepairTaskGroup } from '../../../../../contract/repair-data/schemas';
import { RecommendedWork } from '../../../../../src/features/health-checks/components/recommended-work';
import type { CheckRepairTimes } from '../../../../../src/features/health-checks/hooks/use-check-repair-times';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../../support/fake-api';
import { productSummary } from '../../../support/products';
import { testQueryClient } from '../../../support/render';

const task = (id: string, description: string, value: number) => ({
  id,
  awNumber: id,
  description,
  value,
  genarts: [],
  includes: [],
});
const tree: RepairTaskGroup[] = [
  {
    id: 'brakes',
    description: 'Brakes',
    subgroups: [{ id: 'front', description: 'Front brakes', tasks: [task('1M018', 'Front brake pads - renew', 110)] }],
  },
];
const ready: CheckRepairTimes = { tecdocId: null, tree, state: 'ready' };
const pads = productSummary();
const discs = productSummary({
  sku: '100002',
  productName: 'Front Brake Disc Pair',
  brand: { name: 'TRW', slug: 'trw', logo: null },
  mpn: 'DF4823',
  price: 5900,
  attributes: [{ code: 'pack', label: 'Pack', value: '2' }],
});
const item = (recommendedJob: RecommendedJob | null, price: HealthCheckItem['price'] = null) =>
  ({ id: 'i1', name: 'Brake pads N/S front', recommendedJob, price }) as HealthCheckItem;
const withDiscs: RecommendedJob = {
  task: '1M018',
  description: 'Front brake pads - renew',
  time: '1:06',
  parts: [{ product: '/products/100002', quantity: 1 }],
};

function show(shown: HealthCheckItem, options: { waiting?: boolean; times?: CheckRepairTimes } = {}) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <RecommendedWork
          item={shown}
          currency="GBP"
          locked={false}
          online
          waiting={options.waiting ?? false}
          repairTimes={options.times ?? ready}
          onChange={onChange}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onChange;
}

describe('the recommended job on the bay’s tablet (issue 46)', () => {
  beforeEach(() => {
    useBearerMode();
    storeBearerSession(claims({ id: 'u1' }));
  });

  it('takes a repair-time task found by words: its description and book time', () => {
    fakeApi({});
    const onChange = show(item(null));
    fireEvent.click(screen.getByRole('button', { name: 'Choose from repair times for Brake pads N/S front' }));
    fireEvent.change(screen.getByLabelText('Find a repair time'), { target: { value: 'front pads' } });
    const found = screen.getByRole('list', { name: 'Repair times found' });
    expect(within(found).getByText('1:06 h')).toBeTruthy();
    fireEvent.click(within(found).getByRole('button', { name: 'Choose Front brake pads - renew' }));
    expect(onChange).toHaveBeenCalledWith({
      task: '1M018',
      description: 'Front brake pads - renew',
      time: '1:06',
      parts: [],
    });
  });

  it('says why no repair times are offered, and a custom job can still be typed', () => {
    fakeApi({});
    const onChange = show(item(null), { times: { tecdocId: null, tree: [], state: 'unavailable' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose from repair times for Brake pads N/S front' }));
    expect(screen.getByText(/not on this device yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What to do'), { target: { value: 'Clean and adjust the brakes' } });
    fireEvent.change(screen.getByLabelText('Labour time (h:mm)'), { target: { value: '45m' } });
    fireEvent.blur(screen.getByLabelText('Labour time (h:mm)'));
    expect(onChange).toHaveBeenCalledWith({ description: 'Clean and adjust the brakes', time: '0:45', parts: [] });
  });

  it('refuses a time it cannot read, beside the field', () => {
    fakeApi({});
    const onChange = show(item(null));
    fireEvent.change(screen.getByLabelText('What to do'), { target: { value: 'Clean the brakes' } });
    fireEvent.change(screen.getByLabelText('Labour time (h:mm)'), { target: { value: 'soon' } });
    fireEvent.blur(screen.getByLabelText('Labour time (h:mm)'));
    expect(screen.getByRole('alert').textContent).toContain('hours and minutes');
    expect(screen.getByLabelText('Labour time (h:mm)').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the parts with the catalogue’s names and prices, by units of sale, to move or remove', async () => {
    fakeApi({
      [`POST /storefront/products-by-skus${encodeQuery({ currency: 'GBP' })}`]: () =>
        json({ 'hydra:member': [discs], 'hydra:totalItems': 1 }),
    });
    const onChange = show(item({ ...withDiscs, parts: [{ product: '/products/100002', quantity: 2 }] }), {
      waiting: true,
    });
    const parts = screen.getByRole('list', { name: 'Parts for this job' });
    expect(await within(parts).findByText('TRW Front Brake Disc Pair')).toBeTruthy();
    expect(within(parts).getByText('2 × pair')).toBeTruthy();
    expect(within(parts).getByText('£118.00 + VAT')).toBeTruthy();
    fireEvent.click(within(parts).getByRole('button', { name: 'One more TRW Front Brake Disc Pair' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...withDiscs, parts: [{ product: '/products/100002', quantity: 3 }] });
    fireEvent.click(within(parts).getByRole('button', { name: 'Remove TRW Front Brake Disc Pair' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...withDiscs, parts: [] });
    // The device never prices the job: the server does, by the work order's rules.
    expect(screen.getByText(/^Priced when sent/)).toBeTruthy();
  });

  it('adds a part found in the catalogue, one unit of sale', async () => {
    fakeApi({
      [`GET /storefront/search${encodeQuery({ keywords: 'brake pad', itemsPerPage: '12', currency: 'GBP' })}`]: () =>
        json({
          source: 'easyAsk',
          keywords: 'brake pad',
          correctedKeywords: null,
          totalItems: 1,
          products: [pads],
          categories: [],
        }),
      [`POST /storefront/products-by-skus${encodeQuery({ currency: 'GBP' })}`]: () =>
        json({ 'hydra:member': [discs], 'hydra:totalItems': 1 }),
    });
    const onChange = show(item(withDiscs, { excTax: 14_350, incTax: 17_220 }));
    expect(screen.getByText('£172.20 including VAT (labour and parts)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a part for this job'), { target: { value: 'brake pad' } });
    const found = await screen.findByRole('list', { name: 'Parts found for Brake pads N/S front' }, { timeout: 5_000 });
    expect(within(found).getByText('£47.49 + VAT · each')).toBeTruthy();
    fireEvent.click(within(found).getByRole('button', { name: 'Add Brembo Front Brake Pad Set' }));
    expect(onChange).toHaveBeenCalledWith({
      ...withDiscs,
      parts: [...withDiscs.parts, { product: '/products/100001', quantity: 1 }],
    });
  });
});
