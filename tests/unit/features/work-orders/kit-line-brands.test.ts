import { describe, expect, it } from 'vitest';
import type { QuickKitBrand, QuickKitEntry } from '../../../../contract/work-orders/quick-kits/schemas';
import {
  kitBrandOptionWords,
  kitItemBrands,
  kitItemLabel,
  productOfBrand,
} from '../../../../src/features/work-orders/kit-line-brands';

const brand = (sku: string, name: string): QuickKitBrand => ({
  name,
  logo: null,
  sku,
  productName: `${name} part ${sku}`,
  price: { excTax: 1000, incTax: 1200 },
});
const entries: QuickKitEntry[] = [
  {
    componentPart: 'Front Brake Pads',
    engineOilCapacity: null,
    fitments: [{ sku: null, quantity: 1, brands: [brand('100001', 'Brembo'), brand('100002', 'Bosch')] }],
  },
  {
    componentPart: 'Wiper Blades',
    engineOilCapacity: null,
    fitments: [
      { sku: null, quantity: 1, brands: [brand('300001', 'Bosch')] },
      { sku: null, quantity: 1, brands: [brand('300002', 'Valeo'), brand('300003', 'Bosch')] },
    ],
  },
];

describe('the brands a kit line’s items may change to', () => {
  it('gives each item its fitment’s brands: the nth item of a component is its nth fitment', () => {
    const items = [
      { componentPart: 'Wiper Blades' },
      { componentPart: 'Front Brake Pads' },
      { componentPart: 'Wiper Blades' },
    ];
    const brands = kitItemBrands(items, entries).map((list) => list.map((one) => one.sku));
    expect(brands).toEqual([['300001'], ['100001', '100002'], ['300002', '300003']]);
  });

  it('offers none where the device’s kit has no such fitment, or no kit at all', () => {
    expect(kitItemBrands([{ componentPart: 'Rear Brake Pads' }], entries)).toEqual([[]]);
    expect(kitItemBrands([{ componentPart: 'Front Brake Pads' }], null)).toEqual([[]]);
  });

  it('names each item’s brand choice, told apart when a component has more than one fitment', () => {
    const items = [
      { componentPart: 'Front Brake Pads' },
      { componentPart: 'Wiper Blades' },
      { componentPart: 'Wiper Blades' },
    ];
    expect(items.map((_, index) => kitItemLabel(items, index))).toEqual([
      'Brand for Front Brake Pads',
      'Brand for Wiper Blades (1 of 2)',
      'Brand for Wiper Blades (2 of 2)',
    ]);
  });
});

describe('a kit brand in words (issue 45)', () => {
  it('takes the brand off the front of its product, as a whole word only', () => {
    expect(productOfBrand('Ferodo', 'Ferodo Premier Front Brake Pad Set')).toBe('Premier Front Brake Pad Set');
    expect(productOfBrand('ATE', 'ate - Ceramic Pads')).toBe('Ceramic Pads');
    expect(productOfBrand('Bosch', 'Boschmann Pads')).toBe('Boschmann Pads');
    expect(productOfBrand('Mintex', 'Front Brake Disc')).toBe('Front Brake Disc');
    // Nothing else to say: the name stays whole rather than empty.
    expect(productOfBrand('Castrol', 'Castrol')).toBe('Castrol');
  });

  it('says the brand once, then its price, then its product and stock, so a narrow select shows the first two', () => {
    const ferodo = {
      name: 'Ferodo',
      productName: 'Ferodo Premier Front Brake Pad Set',
      price: { excTax: 2195, incTax: 2634 },
    };
    expect(kitBrandOptionWords(ferodo, 'GBP')).toBe('Ferodo – £21.95 – Premier Front Brake Pad Set');
    expect(kitBrandOptionWords({ ...ferodo, stockAtBranch: 4 }, 'EUR')).toBe(
      'Ferodo – €21.95 – Premier Front Brake Pad Set – 4 in stock at your branch',
    );
    expect(kitBrandOptionWords({ ...ferodo, stockAtBranch: 0 }, 'GBP')).toMatch(/ – Not in stock at your branch$/);
    expect(kitBrandOptionWords({ ...ferodo, productName: 'Ferodo' }, 'GBP')).toBe('Ferodo – £21.95');
    const words = kitBrandOptionWords(ferodo, 'GBP');
    expect(words.match(/Ferodo/g)).toHaveLength(1);
  });
});
