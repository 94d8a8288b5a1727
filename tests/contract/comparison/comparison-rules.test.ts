import { describe, expect, it } from 'vitest';
import {
  canAdd,
  categoryOptions,
  comparedProducts,
  comparisonFromList,
  comparisonLimit,
  comparisonMessages,
  emptyComparison,
  isFull,
  removeAt,
  removeSku,
  selectCategory,
  setAt,
  settle,
  slots,
  toggle,
  type ComparisonState,
} from '../../../contract/comparison/comparison-rules';

type P = { sku: string; category: string };
// Numeric skus, as the catalogue has them: a plain object would list them in numeric order.
const pad = (n: number): P => ({ sku: String(100_010 - n), category: 'Brake Pads' });
const filter = (n: number): P => ({ sku: String(200_010 - n), category: 'Oil Filters' });
const skus = (state: ComparisonState<P>) => comparedProducts(state).map((p) => p.sku);
const fill = (...products: P[]) => products.reduce((state, product) => toggle(state, product), emptyComparison<P>());

describe('the limit', () => {
  it('is 4, with a message for the fifth that names it', () => {
    expect(comparisonLimit).toBe(4);
    expect(comparisonMessages.full).toBe('You can compare up to 4 products. Remove one to add another.');
    expect(comparisonMessages.failure).toBe('Sorry, there was a problem when processing this request');
  });

  it('refuses a fifth product: the same state comes back', () => {
    const state = fill(pad(1), pad(2), pad(3), pad(4));
    expect(isFull(state)).toBe(true);
    expect(canAdd(state, pad(5).sku)).toBe(false);
    expect(toggle(state, pad(5))).toBe(state);
    expect(toggle(state, filter(1))).toBe(state);
  });

  it('still lets a full comparison toggle one off', () => {
    const state = toggle(fill(pad(1), pad(2), pad(3), pad(4)), pad(2));
    expect(skus(state)).toEqual([pad(1).sku, pad(3).sku, pad(4).sku]);
    expect(canAdd(state, pad(5).sku)).toBe(true);
    expect(canAdd(state, pad(1).sku)).toBe(false);
  });
});

describe('toggling by sku', () => {
  it('keeps the order products were added, even for numeric skus', () => {
    const state = fill(pad(1), pad(2), pad(3));
    expect(skus(state)).toEqual(['100009', '100008', '100007']);
    expect(Object.keys(state.products)).toEqual(['100007', '100008', '100009']); // what a plain object does
  });

  it('chooses the first product’s category', () => {
    expect(fill(filter(1)).category).toBe('Oil Filters');
    expect(fill(pad(1), filter(1)).category).toBe('Brake Pads');
  });

  it('resets everything when the list becomes empty', () => {
    const state = toggle(fill(pad(1)), pad(1));
    expect(state).toEqual(emptyComparison());
    expect(state.category).toBeNull();
    expect(removeSku(fill(filter(1)), filter(1).sku)).toEqual(emptyComparison());
  });

  it('chooses the first category when the chosen one goes', () => {
    let state = fill(pad(1), pad(2), filter(1));
    state = selectCategory(state, 'Oil Filters');
    expect(state.category).toBe('Oil Filters');
    state = toggle(state, filter(1));
    expect(state.category).toBe('Brake Pads');
  });

  it('never changes the state it was given', () => {
    const state = fill(pad(1), pad(2));
    const before = structuredClone(state);
    toggle(state, pad(3));
    toggle(state, pad(1));
    setAt(state, 0, filter(1));
    removeAt(state, 0);
    expect(state).toEqual(before);
  });
});

describe('categories', () => {
  it("are offered as 'category (count)' in the order they first appear", () => {
    const state = fill(pad(1), filter(1), pad(2));
    expect(categoryOptions(state)).toEqual([
      { label: 'Brake Pads (2)', value: 'Brake Pads', count: 2 },
      { label: 'Oil Filters (1)', value: 'Oil Filters', count: 1 },
    ]);
    expect(categoryOptions(emptyComparison())).toEqual([]);
  });

  it('choosing one that does not exist gives the first', () => {
    expect(selectCategory(fill(filter(1), pad(1)), 'Wipers').category).toBe('Oil Filters');
  });
});

describe('slots', () => {
  it('shows the chosen category in 4 slots, empty ones padded with null', () => {
    const state = fill(pad(1), filter(1), pad(2));
    expect(slots(state)).toEqual([pad(1), pad(2), null, null]);
    expect(slots(state, 'Oil Filters')).toEqual([filter(1), null, null, null]);
    expect(slots(state, 'Wipers')).toEqual([null, null, null, null]);
    expect(slots(emptyComparison<P>())).toEqual([null, null, null, null]);
    expect(slots(fill(pad(1), pad(2), pad(3), pad(4)))).toHaveLength(4);
  });
});

describe('setting and removing at an index', () => {
  it('replaces the product at an index', () => {
    const state = setAt(fill(pad(1), pad(2), pad(3)), 1, pad(9));
    expect(skus(state)).toEqual([pad(1).sku, pad(9).sku, pad(3).sku]);
  });

  it('appends past the end, never leaving holes', () => {
    expect(skus(setAt(fill(pad(1)), 3, pad(2)))).toEqual([pad(1).sku, pad(2).sku]);
    expect(skus(setAt(emptyComparison<P>(), 2, pad(1)))).toEqual([pad(1).sku]);
  });

  it('moves a product already in the list', () => {
    expect(skus(setAt(fill(pad(1), pad(2), pad(3)), 0, pad(3)))).toEqual([pad(3).sku, pad(2).sku]);
    expect(skus(setAt(fill(pad(1), pad(2)), 3, pad(1)))).toEqual([pad(2).sku, pad(1).sku]);
  });

  it('replaces in a full list without growing it', () => {
    const state = setAt(fill(pad(1), pad(2), pad(3), pad(4)), 2, filter(1));
    expect(skus(state)).toEqual([pad(1).sku, pad(2).sku, filter(1).sku, pad(4).sku]);
  });

  it('ignores an index outside 0–3', () => {
    const state = fill(pad(1));
    for (const index of [-1, 4, 1.5, Number.NaN]) expect(setAt(state, index, pad(2))).toBe(state);
  });

  it('removes at an index, resetting when the last goes', () => {
    const state = fill(pad(1), filter(1), pad(2));
    expect(skus(removeAt(state, 1))).toEqual([pad(1).sku, pad(2).sku]);
    expect(removeAt(removeAt(fill(pad(1), pad(2)), 0), 0)).toEqual(emptyComparison());
    for (const index of [-1, 3, 7, 0.5]) expect(removeAt(state, index)).toBe(state);
  });

  it('chooses the first category when a removal takes the chosen one away', () => {
    const state = selectCategory(fill(pad(1), filter(1)), 'Oil Filters');
    expect(removeAt(state, 1).category).toBe('Brake Pads');
  });
});

describe('states built elsewhere', () => {
  it('settle a keyed record without an order, choosing the first category', () => {
    const state = settle<P>({
      products: { a: { sku: 'a', category: 'X' }, b: { sku: 'b', category: 'Y' } },
      category: null,
    });
    expect(state).toEqual({ products: state.products, category: 'X', order: ['a', 'b'] });
    expect(settle(state)).toBe(state);
    expect(settle<P>({ products: {}, category: 'X' })).toEqual(emptyComparison());
  });

  it('come from a list in the server’s order, without repeats, at most 4', () => {
    const state = comparisonFromList([pad(1), filter(1), pad(1), pad(2), pad(3), pad(4)], 'Oil Filters');
    expect(skus(state)).toEqual([pad(1).sku, filter(1).sku, pad(2).sku, pad(3).sku]);
    expect(state.category).toBe('Oil Filters');
    expect(comparisonFromList([])).toEqual(emptyComparison());
  });

  it('ignore order entries for products that are not there', () => {
    const state: ComparisonState<P> = {
      products: { a: { sku: 'a', category: 'X' } },
      category: 'X',
      order: ['zzz', 'a', 'a'],
    };
    expect(skus(state)).toEqual(['a']);
  });
});
