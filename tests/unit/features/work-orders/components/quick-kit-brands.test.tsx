import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noAnswers, type WorkOrderQuickKit } from '../../../../../contract/work-orders/lines';
import type {
  QuickKitAnswer,
  QuickKitBrand,
  QuickKitEntry,
} from '../../../../../contract/work-orders/quick-kits/schemas';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { QuickKits } from '../../../../../src/features/work-orders/components/quick-kits';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import { id } from '../../../../contract/work-orders/fixtures';
import { clearDb } from '../../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../../support/fake-api';
import { testQueryClient } from '../../../support/render';

const brand = (sku: string, name: string, excTax: number): QuickKitBrand => ({
  name,
  logo: null,
  sku,
  productName: `Front Brake ${sku.startsWith('1') ? 'Pad Set' : 'Disc'}`,
  price: { excTax, incTax: Math.round(excTax * 1.2) },
});
const brakeKit: QuickKitAnswer = {
  type: 'brake',
  tecdocId: 1234,
  currency: 'GBP',
  entries: [
    {
      componentPart: 'Front Brake Pads',
      engineOilCapacity: null,
      fitments: [{ sku: null, quantity: 1, brands: [brand('100001', 'Brembo', 3895), brand('100002', 'Bosch', 3250)] }],
    },
    {
      componentPart: 'Front Brake Discs',
      engineOilCapacity: null,
      fitments: [{ sku: null, quantity: 2, brands: [brand('200004', 'Mintex', 4100), brand('200005', 'TRW', 4400)] }],
    },
  ],
};
const serviceKit: QuickKitAnswer = { type: 'service', tecdocId: 1234, currency: 'GBP', entries: [] };

const kitLine = (over: Partial<WorkOrderQuickKit> = {}): WorkOrderQuickKit => ({
  id: id(50),
  position: 'a1',
  rev: 1,
  type: 'brake',
  workOrderQuickKitItems: [
    {
      componentPart: 'Front Brake Pads',
      sku: '100001',
      quantity: 1,
      additionalServiceName: null,
      additionalServicePrice: null,
    },
    {
      componentPart: 'Front Brake Discs',
      sku: null,
      quantity: 2,
      additionalServiceName: null,
      additionalServicePrice: null,
    },
  ],
  itemPrices: [],
  orderedIn: null,
  ...noAnswers,
  ...over,
});
const doc = (kit: WorkOrderQuickKit): WorkOrder => ({
  ...blankWorkOrder(id(1), { vrm: 'WB19 KFD', tecdocId: 1234 }, 'GBP', '2026-11-26T09:00:00.000Z'),
  workOrderQuickKits: [kit],
});

function renderKits(kit: WorkOrderQuickKit) {
  const onBrand = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <QuickKits
        doc={doc(kit)}
        notes={{ byPath: new Map(), general: [], waiting: new Set() }}
        names={{ '100001': 'Brembo Front Brake Pad Set' }}
        disabled={false}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
        onBrand={onBrand}
      />
    </QueryClientProvider>,
  );
  return { onBrand, line: screen.getByRole('list', { name: 'Quick kits on the work order' }) };
}

describe('a quick kit’s brands on the work order', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
    storeBearerSession(claims({ id: 'u1' }));
    fakeApi({
      'POST /work-orders/quick-brake-kit': () => json(brakeKit),
      'POST /work-orders/quick-service-kit': () => json(serviceKit),
    });
  });

  it('changes the brand of an item of a kit not yet ordered, from the brands the kit offers', async () => {
    const { onBrand, line } = renderKits(kitLine());
    const discs = (await within(line).findByRole('combobox', {
      name: 'Brand for Front Brake Discs',
    })) as HTMLSelectElement;
    expect([...discs.options].map((option) => option.text)).toEqual([
      'Not chosen yet',
      'Mintex – £41.00 – Front Brake Disc',
      'TRW – £44.00 – Front Brake Disc',
    ]);
    fireEvent.change(discs, { target: { value: '200005' } });
    expect(onBrand).toHaveBeenCalledWith(
      expect.objectContaining({ id: id(50) }),
      1,
      brakeKit.entries[1]!.fitments[0]!.brands[1],
    );

    const pads = within(line).getByRole('combobox', { name: 'Brand for Front Brake Pads' }) as HTMLSelectElement;
    expect(pads.value).toBe('100001');
    expect([...pads.options].map((option) => option.value)).toEqual(['100001', '100002']);
    // The chosen part in full under its select, which a phone cuts short (issue 45).
    expect(within(line).getByText('Brembo Front Brake Pad Set')).toBeTruthy();
  });

  it('says beside each brand in the chooser how many the branch holds (issue 42)', async () => {
    const stocked = (brand: QuickKitBrand, stockAtBranch: number) => ({ ...brand, stockAtBranch });
    const [pads, discs] = brakeKit.entries as [QuickKitEntry, QuickKitEntry];
    const [brembo, bosch] = pads.fitments[0]!.brands as [QuickKitBrand, QuickKitBrand];
    const withStock: QuickKitAnswer = {
      ...brakeKit,
      entries: [
        { ...pads, fitments: [{ ...pads.fitments[0]!, brands: [stocked(brembo, 3), stocked(bosch, 0)] }] },
        // A kit kept on the device before stock was said: nothing is said.
        discs,
      ],
    };
    fakeApi({
      'POST /work-orders/quick-brake-kit': () => json(withStock),
      'POST /work-orders/quick-service-kit': () => json(serviceKit),
    });
    renderKits(kitLine());
    fireEvent.click(await screen.findByRole('button', { name: 'Quick brake kit' }));
    const chooser = await screen.findByRole('region', { name: 'Quick brake kit' });
    const labelOf = (name: string) => within(chooser).getByText(name).closest('label') as HTMLElement;
    expect(labelOf('Brembo').textContent).toContain('3 in stock at your branch');
    expect(labelOf('Bosch').textContent).toContain('Not in stock at your branch');
    expect(labelOf('Mintex').textContent).not.toMatch(/in stock/i);
    // The radio's name carries it, so a screen reader hears it with the brand.
    expect(within(chooser).getByRole('radio', { name: /Brembo.*3 in stock at your branch/ })).toBeTruthy();

    // The kit line's brand list says it too.
    const line = screen.getByRole('list', { name: 'Quick kits on the work order' });
    const padsSelect = within(line).getByRole('combobox', { name: 'Brand for Front Brake Pads' }) as HTMLSelectElement;
    expect([...padsSelect.options].map((option) => option.text)).toEqual([
      'Brembo – £38.95 – Front Brake Pad Set – 3 in stock at your branch',
      'Bosch – £32.50 – Front Brake Pad Set – Not in stock at your branch',
    ]);
  });

  it('never offers the brands of a kit chosen for the vehicle before it changed', async () => {
    const otherCar: QuickKitAnswer = {
      ...brakeKit,
      tecdocId: 999,
      entries: [
        { ...brakeKit.entries[0]!, fitments: [{ sku: null, quantity: 1, brands: [brand('100009', 'Ferodo', 2999)] }] },
      ],
    };
    fakeApi({
      'POST /work-orders/quick-brake-kit': (call) =>
        json(
          (call.body as { vehicleOptions: { tecdocId: number } }).vehicleOptions.tecdocId === 999 ? otherCar : brakeKit,
        ),
      'POST /work-orders/quick-service-kit': () => json(serviceKit),
    });
    const client = testQueryClient();
    const view = (tecdocId: number) => (
      <QueryClientProvider client={client}>
        <QuickKits
          doc={{ ...doc(kitLine()), tecdocId }}
          notes={{ byPath: new Map(), general: [], waiting: new Set() }}
          names={{}}
          disabled={false}
          onAdd={vi.fn()}
          onRemove={vi.fn()}
          onBrand={vi.fn()}
        />
      </QueryClientProvider>
    );
    const { rerender } = render(view(1234));
    fireEvent.click(await screen.findByRole('button', { name: 'Quick brake kit' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Brembo/ }));
    expect((screen.getByRole('radio', { name: /Brembo/ }) as HTMLInputElement).checked).toBe(true);

    rerender(view(999));
    await screen.findByRole('radio', { name: /Ferodo/ });
    expect(screen.queryByRole('radio', { name: /Brembo/ })).toBe(null);
  });

  it('shows what a kit whose parts are ordered holds, with nothing to change', async () => {
    const { line } = renderKits(kitLine({ orderedIn: id(90) }));
    await screen.findByRole('button', { name: 'Quick brake kit' });
    expect(within(line).queryByRole('combobox')).toBe(null);
    expect(line.textContent).toContain('Front Brake Pads: Brembo Front Brake Pad Set × 1');
  });
});
