import { describe, expect, it } from 'vitest';
import {
  dropUnpricedBrands,
  engineOilCans,
  isQuickKitItemFlagged,
  kitLogo,
  quickKitEntries,
  selectionsRequired,
  splitEngineOil,
  type RawQuickKitEntry,
} from '../../../../contract/work-orders/quick-kits/rules';
import { brand, entry, fitment } from './kit-fixtures';

describe('§5: quick kits drop any brand without a non-zero excTax price, and fitments with no brands', () => {
  it('drops a brand priced at 0 and keeps the priced ones, in their order', () => {
    const pads = entry('Front Brake Pads', [
      fitment([brand('Mintex', '1', 2_795), brand('Apec', '2', 0), brand('TRW', '3', 3_245)]),
    ]);
    const [kept] = dropUnpricedBrands([pads]);
    expect(kept?.fitments[0]?.brands.map((b) => b.name)).toEqual(['Mintex', 'TRW']);
  });

  it('drops a fitment left with no brand; the entry stays, empty, so the screen can say so', () => {
    const discs = entry('Front Brake Discs', [fitment([brand('Brembo', '4', 0)]), fitment([brand('ATE', '5', 4_995)])]);
    const shoes = entry('Rear Brake Shoes', [fitment([brand('TRW', '6', 0), brand('Ferodo', '7', 0)])]);
    const kept = dropUnpricedBrands([discs, shoes]);
    expect(kept.map((e) => [e.componentPart, e.fitments.length])).toEqual([
      ['Front Brake Discs', 1],
      ['Rear Brake Shoes', 0],
    ]);
    expect(kept[0]?.fitments[0]?.brands[0]?.sku).toBe('5');
  });

  it('a price that is missing or not a number is no price', () => {
    const odd = { ...brand('Odd', '8', 1), price: { excTax: Number.NaN, incTax: 0 } };
    expect(dropUnpricedBrands([entry('Air Filter', [fitment([odd])])])[0]?.fitments).toEqual([]);
  });

  it('undoes a choice of a brand it dropped, and keeps a choice of one it kept', () => {
    const chosenDropped = fitment([brand('Apec', '2', 0), brand('TRW', '3', 3_245)], 1, '2');
    const chosenKept = fitment([brand('Apec', '2', 0), brand('TRW', '3', 3_245)], 1, '3');
    const [kept] = dropUnpricedBrands([entry('Front Brake Pads', [chosenDropped, chosenKept])]);
    expect(kept?.fitments.map((f) => f.sku)).toEqual([null, '3']);
  });
});

describe("§5: Engine Oil is split into 'Engine Oil 1L' and 'Engine Oil 5L' when the matching product is there", () => {
  const oil = (cans: RawQuickKitEntry['engineOilCans']): RawQuickKitEntry => ({
    componentPart: 'Engine Oil',
    fitments: [],
    engineOilCapacity: 4.3,
    engineOilCans: cans,
  });
  const litre = fitment([brand('Castrol', '11', 1_095)], 5);
  const can = fitment([brand('Comma', '12', 2_995)], 1);

  it('both products: only the cheaper way to hold the capacity, with its number of cans (never both)', () => {
    // Five bottles at £10.95 (£54.75) cost more than one can at £29.95.
    const split = splitEngineOil([entry('Oil Filter', []), oil({ 1: litre, 5: can })]);
    expect(split.map((e) => e.componentPart)).toEqual(['Oil Filter', 'Engine Oil 5L']);
    expect(split[1]).toEqual({ componentPart: 'Engine Oil 5L', fitments: [can], engineOilCapacity: 4.3 });
    // Bottles at £4.95 (£24.75 for five) are cheaper than the can: the bottles alone.
    const cheapBottle = fitment([brand('Castrol', '11', 495)], 5);
    expect(splitEngineOil([oil({ 1: cheapBottle, 5: can })])).toEqual([
      { componentPart: 'Engine Oil 1L', fitments: [cheapBottle], engineOilCapacity: 4.3 },
    ]);
  });

  it('one product null: only the other entry, holding the engine', () => {
    expect(splitEngineOil([oil({ 1: null, 5: can })]).map((e) => e.componentPart)).toEqual(['Engine Oil 5L']);
    expect(splitEngineOil([oil({ 1: litre, 5: null })]).map((e) => [e.componentPart, e.fitments[0]?.quantity])).toEqual(
      [['Engine Oil 1L', 5]],
    );
  });

  it('both null, or nothing to split: the Engine Oil entry stays as it came', () => {
    expect(splitEngineOil([oil({ 1: null, 5: null })])).toEqual([
      { componentPart: 'Engine Oil', fitments: [], engineOilCapacity: 4.3 },
    ]);
    expect(splitEngineOil([entry('Engine Oil', [can])])).toEqual([entry('Engine Oil', [can])]);
  });

  it('cans to hold the capacity: 4.3 L is five 1-litre bottles or one 5-litre can', () => {
    expect([engineOilCans(4.3, 1), engineOilCans(4.3, 5)]).toEqual([5, 1]);
    expect([engineOilCans(4, 1), engineOilCans(5, 5), engineOilCans(5.5, 5)]).toEqual([4, 1, 2]);
    // Floating point never adds a bottle: 0.1 + 0.2 litres is 0.3.
    expect(engineOilCans(4.1 + 0.2, 1)).toBe(5);
    expect(engineOilCans(0, 1)).toBe(1);
  });

  it('an unpriced 5 L can is not chosen: the bottles hold the engine', () => {
    const unpriced = fitment([brand('Comma', '12', 0)], 1);
    const entries = quickKitEntries([oil({ 1: litre, 5: unpriced })]);
    expect(entries.map((e) => [e.componentPart, e.fitments.length, e.fitments[0]?.quantity])).toEqual([
      ['Engine Oil 1L', 1, 5],
    ]);
  });

  it('no size priced: each size stays, emptied by the pricing rule, so the screen can say so', () => {
    const entries = quickKitEntries([oil({ 1: fitment([brand('A', '1', 0)]), 5: fitment([brand('B', '2', 0)]) })]);
    expect(entries.map((e) => [e.componentPart, e.fitments.length])).toEqual([
      ['Engine Oil 1L', 0],
      ['Engine Oil 5L', 0],
    ]);
  });
});

describe('§5: a brand logo must be a URL whose path ends .jpg, .jpeg, .png, .svg or .webp', () => {
  it('keeps a URL to an image, on this site or another', () => {
    for (const url of [
      '/demo/brands/brembo.svg',
      'https://cdn.example.com/logos/trw.PNG',
      'https://cdn.example.com/a.jpeg?v=2',
      'http://x.test/b.jpg',
      'https://x.test/c.webp#top',
    ])
      expect(kitLogo(url), url).toBe(url);
  });

  it('anything else is no logo: another type, no URL, a script', () => {
    for (const url of [
      'https://x.test/logo.gif',
      'logo.png',
      'javascript:alert(1)//a.png',
      'https://x.test/svg',
      '',
      null,
    ])
      expect(kitLogo(url), String(url)).toBeNull();
  });

  it('a kit answered has only such logos', () => {
    const pads = entry('Front Brake Pads', [fitment([brand('Mintex', '1', 2_795, 'https://x.test/mintex.gif')])]);
    expect(quickKitEntries([pads])[0]?.fitments[0]?.brands[0]?.logo).toBeNull();
  });
});

describe('§5: selections required is the number of unselected fitments in the brake and service kit lists', () => {
  const brake = {
    entries: [
      entry('Front Brake Pads', [fitment([brand('TRW', '3', 3_245)], 1, '3')]),
      entry('Front Brake Discs', [fitment([brand('ATE', '5', 4_995)])]),
      entry('Rear Brake Shoes', []),
    ],
  };
  const service = {
    entries: [
      entry('Oil Filter', [fitment([brand('Mahle', '21', 695)])]),
      entry('Spark Plugs', [fitment([brand('NGK', '22', 595)], 3)]),
    ],
  };

  it('counts the fitments with no sku chosen across both lists', () => {
    expect(selectionsRequired([brake])).toBe(1);
    expect(selectionsRequired([service])).toBe(2);
    expect(selectionsRequired([brake, service])).toBe(3);
  });

  it('nothing left to choose, or no kit: none required', () => {
    expect(selectionsRequired([])).toBe(0);
    expect(selectionsRequired([{ entries: [entry('Rear Brake Shoes', [])] }])).toBe(0);
  });
});

describe('§5: kit items are flagged when additionalServiceName or additionalServicePrice is present but empty', () => {
  it('a name present but empty, or a price present but empty, is flagged', () => {
    expect(isQuickKitItemFlagged({ additionalServiceName: '', additionalServicePrice: 2_500 })).toBe(true);
    expect(isQuickKitItemFlagged({ additionalServiceName: '  ', additionalServicePrice: 2_500 })).toBe(true);
    expect(isQuickKitItemFlagged({ additionalServiceName: 'Fit pads', additionalServicePrice: '' })).toBe(true);
    expect(isQuickKitItemFlagged({ additionalServiceName: 'Fit pads', additionalServicePrice: null })).toBe(true);
  });

  it('both filled, or neither given, is not', () => {
    expect(isQuickKitItemFlagged({ additionalServiceName: 'Fit pads', additionalServicePrice: 2_500 })).toBe(false);
    expect(isQuickKitItemFlagged({ additionalServiceName: 'Bleed brakes', additionalServicePrice: 0 })).toBe(false);
    expect(isQuickKitItemFlagged({ additionalServiceName: null, additionalServicePrice: null })).toBe(false);
    expect(isQuickKitItemFlagged({})).toBe(false);
  });
});
