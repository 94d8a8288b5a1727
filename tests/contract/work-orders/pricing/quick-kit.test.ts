import { describe, expect, it } from 'vitest';
import { deriveWorkOrder } from '../../../../contract/work-orders/derive';
import { quickKitItemPartPrice } from '../../../../contract/work-orders/pricing/parts';
import { priceWorkOrder } from '../../../../contract/work-orders/pricing/summary';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { id, workOrder } from '../fixtures';

// WB19 KFD's quick brake kit: Mintex front pads at £27.95 with fitting typed as an additional
// service, a caliper pair with a £15.00 exchange surcharge each, front discs not chosen yet.
const item = (componentPart: string, sku: string | null, quantity = 1, service: [string, number] | null = null) => ({
  componentPart,
  sku,
  quantity,
  additionalServiceName: service?.[0] ?? null,
  additionalServicePrice: service?.[1] ?? null,
});
const kit = {
  id: id(900),
  position: 'a0',
  rev: 1,
  type: 'brake' as const,
  workOrderQuickKitItems: [
    item('Front Brake Pads', '100005', 1, ['Fit front pads', 4_500]),
    item('Front Calipers', '300001', 2),
    item('Front Brake Discs', null),
  ],
  itemPrices: [
    { sku: '100005', price: 2_795, surcharge: 0, taxRate: 2000 },
    { sku: '300001', price: 3_895, surcharge: 1_500, taxRate: 2000 },
    { sku: null, price: 0, surcharge: 0, taxRate: 2000 },
  ],
};

describe('a quick kit’s items are priced like items', () => {
  it('(price + surcharge) × quantity for a chosen sku; nothing while unchosen', () => {
    expect(quickKitItemPartPrice({ sku: '100005', quantity: 1, price: 2_795, surcharge: 0 })).toBe(2_795);
    expect(quickKitItemPartPrice({ sku: '300001', quantity: 2, price: 3_895, surcharge: 1_500 })).toBe(10_790);
    expect(quickKitItemPartPrice({ sku: null, quantity: 1, price: 4_995, surcharge: 0 })).toBe(0);
  });

  it('count with the items, the additional service as labour, awaiting the customer, never uplifted', () => {
    const prices = priceWorkOrder({ workOrderJobs: [], workOrderItems: [], workOrderQuickKits: [kit] }, 10);
    expect(prices.workOrderItems).toEqual({
      labourPrice: { excTax: 4_500, incTax: 5_400 },
      partPrice: { excTax: 13_585, incTax: 16_302 },
      total: { excTax: 18_085, incTax: 21_702 },
    });
    expect(prices.workOrderJobs.total).toEqual({ excTax: 0, incTax: 0 });
    expect(prices.authorisation).toEqual({ authorised: 0, awaiting: 21_702, declined: 0 });
    expect(prices.withoutUplift).toEqual(prices.workOrderSummary);
  });

  it('a price left for another sku is no price: the choice just changed and is not priced yet', () => {
    const rechosen = {
      ...kit,
      workOrderQuickKitItems: [item('Front Brake Pads', '100004'), ...kit.workOrderQuickKitItems.slice(1)],
    };
    const prices = priceWorkOrder({ workOrderJobs: [], workOrderItems: [], workOrderQuickKits: [rechosen] }, 0);
    expect(prices.workOrderItems.partPrice.excTax).toBe(10_790);
  });
});

describe('derived on the device before the server prices it', () => {
  const derive = (kits: unknown[]) =>
    deriveWorkOrder(
      workOrder({ workOrderJobs: [], workOrderItems: [], workOrderQuickKits: kits as never }) as unknown as WorkOrder,
      { country: 'IE', uplift: 0, overlapped: new Map() },
    );

  it('a kit just added has its prices at 0, at the country’s rate for a part', () => {
    const added = {
      ...kit,
      id: id(901),
      itemPrices: undefined,
      workOrderQuickKitItems: [item('Oil Filter', '100007')],
    };
    const derived = derive([kit, added]);
    expect(derived.workOrderQuickKits[1]?.itemPrices).toEqual([
      { sku: '100007', price: 0, surcharge: 0, taxRate: 1350 },
    ]);
    // Chosen parts count by quantity, the unchosen discs do not.
    expect(derived.numberOfParts).toBe(4);
    expect(derived.prices.workOrderItems.partPrice.excTax).toBe(13_585);
  });

  it('prices follow their sku when the items are reordered, and a new choice waits at 0', () => {
    const [pads, calipers, discs] = kit.workOrderQuickKitItems;
    const moved = { ...kit, workOrderQuickKitItems: [discs, { ...calipers, sku: '300002' }, pads] };
    expect(derive([moved]).workOrderQuickKits[0]?.itemPrices).toEqual([
      { sku: null, price: 0, surcharge: 0, taxRate: 2000 },
      { sku: '300002', price: 0, surcharge: 0, taxRate: 1350 },
      { sku: '100005', price: 2_795, surcharge: 0, taxRate: 2000 },
    ]);
  });
});
