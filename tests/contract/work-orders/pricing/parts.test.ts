import { describe, expect, it } from 'vitest';
import {
  additionalServicePrice,
  isAdditionalServiceHalfFilled,
  isPartRequired,
  itemPartPrice,
  itemUnitPrice,
  repairDataPartPrice,
} from '../../../../contract/work-orders/pricing/parts';

// A brake caliper: £38.95 and a £15.00 exchange surcharge.
const caliper = { product: '/products/100042', quantity: 2, price: 3_895, surcharge: 1_500, overriddenPrice: null };

describe('a part line: (price + surcharge) × quantity, or the price typed over it', () => {
  it('adds the surcharge to the unit price', () => {
    expect(itemUnitPrice(caliper)).toBe(5_395);
    expect(itemPartPrice(caliper)).toBe(10_790);
  });

  it('a price typed over the part replaces price and surcharge, per unit', () => {
    expect(itemUnitPrice({ ...caliper, overriddenPrice: 4_000 })).toBe(4_000);
    expect(itemPartPrice({ ...caliper, overriddenPrice: 4_000 })).toBe(8_000);
    expect(itemPartPrice({ ...caliper, overriddenPrice: 0 })).toBe(0); // given away, not "not set"
  });

  it('an item without a product is an additional service alone: no part price', () => {
    expect(itemPartPrice({ ...caliper, product: null })).toBe(0);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => itemPartPrice({ ...caliper, price: 38.95 })).toThrow(RangeError);
    expect(() => itemPartPrice({ ...caliper, quantity: -1 })).toThrow(RangeError);
    expect(() => itemPartPrice({ ...caliper, overriddenPrice: -100 })).toThrow(RangeError);
  });
});

describe('an additional service on an item', () => {
  it('is priced once per line, whatever the quantity', () => {
    expect(additionalServicePrice({ additionalServicePrice: 1_250 })).toBe(1_250);
    expect(additionalServicePrice({ additionalServicePrice: null })).toBe(0);
    expect(additionalServicePrice({})).toBe(0);
    expect(() => additionalServicePrice({ additionalServicePrice: 12.5 })).toThrow(RangeError);
  });

  it('§5: is flagged when its name or price is there but empty', () => {
    const flagged = (name: string | null | undefined, price: number | string | null | undefined) =>
      isAdditionalServiceHalfFilled({ additionalServiceName: name, additionalServicePrice: price });
    expect(flagged('', '')).toBe(true);
    expect(flagged('Fit wipers', '')).toBe(true);
    expect(flagged('  ', 500)).toBe(true);
    expect(flagged('Fit wipers', null)).toBe(true);
    expect(flagged(null, 500)).toBe(true);
    expect(flagged('Fit wipers', 500)).toBe(false);
    expect(flagged('Goodwill check', 0)).toBe(false); // free is a price
    expect(flagged(null, null)).toBe(false);
    expect(flagged(undefined, undefined)).toBe(false);
  });
});

describe("a repair-data job's parts", () => {
  const oilFilter = { product: '/products/100007', quantity: 1, unitPrice: 895, overriddenPrice: null, taxRate: 2000 };

  it('unit price (or the typed one) × quantity', () => {
    expect(repairDataPartPrice(oilFilter)).toBe(895);
    expect(repairDataPartPrice({ ...oilFilter, quantity: 2 })).toBe(1_790);
    expect(repairDataPartPrice({ ...oilFilter, quantity: 2, overriddenPrice: 700 })).toBe(1_400);
  });

  it('a part not chosen has no price', () => {
    expect(repairDataPartPrice({ ...oilFilter, product: null, partRequired: true })).toBe(0);
  });

  it('§5: required if flagged so, or with no product and no flag', () => {
    expect(isPartRequired({ product: '/products/1', partRequired: true })).toBe(true);
    expect(isPartRequired({ product: null, partRequired: null })).toBe(true);
    expect(isPartRequired({ product: null })).toBe(true);
    expect(isPartRequired({ product: null, partRequired: false })).toBe(false);
    expect(isPartRequired({ product: '/products/1', partRequired: null })).toBe(false);
  });
});
