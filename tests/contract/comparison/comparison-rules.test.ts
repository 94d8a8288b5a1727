import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  comparisonLimit,
  emptyComparison,
  removeAt,
  selectCategory,
  setAt,
  slots,
  toggle,
  type ComparisonState,
} from '../../../contract/comparison/comparison-rules';

type P = { sku: string; category: string };
const pads = (n: number): P => ({ sku: `pad${n}`, category: 'Brake Pads' });
const filter = (n: number): P => ({ sku: `filter${n}`, category: 'Oil Filters' });

describe('the comparison', () => {
  it('holds at most 4 products; a fifth leaves it unchanged', () => {
    let state: ComparisonState<P> = emptyComparison();
    for (let n = 1; n <= 4; n++) state = toggle(state, pads(n));
    expect(Object.keys(state.products)).toHaveLength(comparisonLimit);
    expect(toggle(state, pads(5))).toBe(state);
  });

  it('toggles a product off by sku, and resets when emptied', () => {
    let state = toggle(emptyComparison<P>(), pads(1));
    expect(state.category).toBe('Brake Pads');
    state = toggle(state, pads(1));
    expect(state).toEqual(emptyComparison());
  });

  it("labels categories 'category (count)' and chooses the first when the chosen one goes", () => {
    let state = toggle(toggle(toggle(emptyComparison<P>(), pads(1)), pads(2)), filter(1));
    expect(categoryOptions(state)).toEqual([
      { label: 'Brake Pads (2)', value: 'Brake Pads', count: 2 },
      { label: 'Oil Filters (1)', value: 'Oil Filters', count: 1 },
    ]);
    state = selectCategory(state, 'Oil Filters');
    expect(state.category).toBe('Oil Filters');
    state = toggle(state, filter(1));
    expect(state.category).toBe('Brake Pads');
  });

  it('pads the 4 slots of the chosen category with empty ones', () => {
    const state = toggle(toggle(emptyComparison<P>(), pads(1)), filter(1));
    expect(slots(state)).toEqual([pads(1), null, null, null]);
  });

  it('sets and removes at an index', () => {
    let state = toggle(toggle(emptyComparison<P>(), pads(1)), pads(2));
    state = setAt(state, 0, pads(3));
    expect(Object.keys(state.products)).toEqual(['pad3', 'pad2']);
    state = removeAt(state, 1);
    expect(Object.keys(state.products)).toEqual(['pad3']);
    expect(removeAt(state, 7)).toBe(state);
  });
});
