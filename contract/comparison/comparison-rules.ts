/**
 * The product comparison's rules (trade-features §2, §4, §8, §9): at most 4 products, kept by
 * sku in the order added; a category selector of 'category (count)'; an emptied comparison
 * resets; when the chosen category disappears, the first is chosen.
 */
export const comparisonLimit = 4;

export const comparisonMessages = {
  /** The specification's failure text (§8). */
  failure: 'Sorry, there was a problem when processing this request',
  full: `You can compare up to ${comparisonLimit} products. Remove one to add another.`,
  unknownProduct: 'This product could not be found.',
  notInComparison: 'This product is not in your comparison.',
} as const;

export interface ComparableProduct {
  sku: string;
  category: string;
}

export interface ComparisonState<P extends ComparableProduct> {
  /** Products keyed by sku, in the order they were added ('product_comparison'). */
  products: Record<string, P>;
  category: string | null;
}

export const emptyComparison = <P extends ComparableProduct>(): ComparisonState<P> => ({ products: {}, category: null });

export interface CategoryOption {
  label: string;
  value: string;
  count: number;
}

/** 'Brake Pads (2)', in the order categories first appear. */
export function categoryOptions<P extends ComparableProduct>(state: ComparisonState<P>): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const product of Object.values(state.products)) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ label: `${value} (${count})`, value, count }));
}

/** An empty list resets everything; a chosen category that is gone gives way to the first. */
export function settle<P extends ComparableProduct>(state: ComparisonState<P>): ComparisonState<P> {
  const options = categoryOptions(state);
  if (!options.length) return emptyComparison();
  if (state.category && options.some((option) => option.value === state.category)) return state;
  return { ...state, category: options[0]?.value ?? null };
}

export function isFull<P extends ComparableProduct>(state: ComparisonState<P>): boolean {
  return Object.keys(state.products).length >= comparisonLimit;
}

/** Adds the product, or removes it when it is there. A fifth is refused: the state is unchanged. */
export function toggle<P extends ComparableProduct>(state: ComparisonState<P>, product: P): ComparisonState<P> {
  if (product.sku in state.products) {
    const { [product.sku]: _removed, ...rest } = state.products;
    return settle({ ...state, products: rest });
  }
  if (isFull(state)) return state;
  return settle({ category: state.category ?? product.category, products: { ...state.products, [product.sku]: product } });
}

/** Puts a product at a slot of the list (replacing what was there). */
export function setAt<P extends ComparableProduct>(state: ComparisonState<P>, index: number, product: P): ComparisonState<P> {
  const list = Object.values(state.products).filter((item) => item.sku !== product.sku);
  if (index < 0 || index >= comparisonLimit) return state;
  list.splice(Math.min(index, list.length), index < list.length ? 1 : 0, product);
  return settle({ ...state, products: Object.fromEntries(list.slice(0, comparisonLimit).map((item) => [item.sku, item])) });
}

export function removeAt<P extends ComparableProduct>(state: ComparisonState<P>, index: number): ComparisonState<P> {
  const list = Object.values(state.products);
  if (index < 0 || index >= list.length) return state;
  list.splice(index, 1);
  return settle({ ...state, products: Object.fromEntries(list.map((item) => [item.sku, item])) });
}

export function selectCategory<P extends ComparableProduct>(state: ComparisonState<P>, category: string): ComparisonState<P> {
  return settle({ ...state, category });
}

/** The 4 slots of the chosen category, empty ones padded with null. */
export function slots<P extends ComparableProduct>(state: ComparisonState<P>): (P | null)[] {
  const shown = Object.values(state.products).filter((product) => product.category === state.category);
  return [...shown, ...Array<null>(Math.max(0, comparisonLimit - shown.length)).fill(null)].slice(0, comparisonLimit);
}
