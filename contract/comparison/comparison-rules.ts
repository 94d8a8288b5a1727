/**
 * The product comparison's rules (trade-features §2, §4, §8, §9; storefront-core §3, §4), pure
 * functions over an immutable state, shared by the client's panel and the server's limit:
 *
 * - at most 4 products ("Compare up to 4 products"); a fifth is refused and the state stays;
 * - products are kept by sku ('product_comparison') in the order they were added;
 * - toggle by sku, set at an index, remove at an index;
 * - a category selector of options 'category (count)', and 4 slots of the chosen category with
 *   the empty ones padded (null);
 * - if the list becomes empty everything resets; if the chosen category no longer exists, the
 *   first (in the order products were added) is chosen.
 *
 * Every function returns a new state, or the same object when nothing changed (a refused fifth,
 * an index out of range), so callers can tell a refusal by identity.
 */
export const comparisonLimit = 4;

export const comparisonMessages = {
  /** The specification's failure text (§8). */
  failure: 'Sorry, there was a problem when processing this request',
  /** A fifth product: the server answers it with 409, the client says it before asking. */
  full: `You can compare up to ${comparisonLimit} products. Remove one to add another.`,
  unknownProduct: 'This product could not be found.',
  notInComparison: 'This product is not in your comparison.',
  /** A read by a category none of the compared products is in: a 404 the client keeps silent (§8). */
  categoryNotInComparison: 'No product of this category is in your comparison.',
} as const;

/** What the rules need of a product; everything else is carried along untouched. */
export interface ComparableProduct {
  sku: string;
  category: string;
}

export interface ComparisonState<P extends ComparableProduct> {
  /** Products keyed by sku: the shape stored as 'product_comparison'. */
  products: Readonly<Record<string, P>>;
  /** The chosen category; null only when the comparison is empty. */
  category: string | null;
  /**
   * The skus in the order they were added. A JavaScript object lists integer-like keys (skus
   * such as '100001') in numeric order rather than insertion order, so the order is kept here.
   * Every function below returns it; a state built without it uses the object's key order.
   */
  order?: readonly string[];
}

export interface CategoryOption {
  /** 'Brake Pads (2)'. */
  label: string;
  value: string;
  count: number;
}

export const emptyComparison = <P extends ComparableProduct>(): ComparisonState<P> => ({
  products: {},
  category: null,
  order: [],
});

/** The compared products, in the order they were added. */
export function comparedProducts<P extends ComparableProduct>(state: ComparisonState<P>): P[] {
  const keys = Object.keys(state.products);
  const order = state.order ? [...new Set(state.order.filter((sku) => Object.hasOwn(state.products, sku)))] : [];
  const rest = keys.filter((sku) => !order.includes(sku));
  return [...order, ...rest].map((sku) => state.products[sku] as P);
}

/**
 * A state holding these products in this order (the server's answer), settled. Beyond 4 are dropped; a repeated sku
 * keeps its first place.
 */
export function comparisonFromList<P extends ComparableProduct>(
  list: readonly P[],
  category: string | null = null,
): ComparisonState<P> {
  const unique = list.filter((product, index) => list.findIndex((other) => other.sku === product.sku) === index);
  return build(unique.slice(0, comparisonLimit), category);
}

function build<P extends ComparableProduct>(list: readonly P[], category: string | null): ComparisonState<P> {
  return settle({
    products: Object.fromEntries(list.map((product) => [product.sku, product])),
    category,
    order: list.map((product) => product.sku),
  });
}

export function isInComparison<P extends ComparableProduct>(state: ComparisonState<P>, sku: string): boolean {
  return Object.hasOwn(state.products, sku);
}

export function isFull<P extends ComparableProduct>(state: ComparisonState<P>): boolean {
  return Object.keys(state.products).length >= comparisonLimit;
}

/** Whether adding this sku would be accepted: not there yet and room for it. */
export function canAdd<P extends ComparableProduct>(state: ComparisonState<P>, sku: string): boolean {
  return !isInComparison(state, sku) && !isFull(state);
}

/** 'Brake Pads (2)'. */
export const categoryLabel = (category: string, count: number): string => `${category} (${count})`;

/** One option per category, in the order categories first appear. */
export function categoryOptions<P extends ComparableProduct>(state: ComparisonState<P>): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const product of comparedProducts(state)) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ label: categoryLabel(value, count), value, count }));
}

/**
 * The two rules that follow every change: an empty list resets everything; a chosen category
 * that is gone (or none chosen) gives way to the first. The same state when both already hold.
 */
export function settle<P extends ComparableProduct>(state: ComparisonState<P>): ComparisonState<P> {
  const list = comparedProducts(state);
  if (!list.length) return emptyComparison();
  const categoryHolds = state.category !== null && list.some((product) => product.category === state.category);
  const orderHolds = state.order?.length === list.length && state.order.every((sku, index) => sku === list[index]?.sku);
  if (categoryHolds && orderHolds) return state;
  return {
    products: state.products,
    category: categoryHolds ? state.category : (list[0]?.category ?? null),
    order: list.map((product) => product.sku),
  };
}

/**
 * Adds the product when its sku is not there, removes it when it is. A fifth is refused: the same
 * state comes back (see `comparisonMessages.full`). A first product chooses its category.
 */
export function toggle<P extends ComparableProduct>(state: ComparisonState<P>, product: P): ComparisonState<P> {
  if (isInComparison(state, product.sku)) return removeSku(state, product.sku);
  if (isFull(state)) return state;
  return build([...comparedProducts(state), product], state.category ?? product.category);
}

/** Removes the product with this sku; the same state when it is not there. */
export function removeSku<P extends ComparableProduct>(state: ComparisonState<P>, sku: string): ComparisonState<P> {
  if (!isInComparison(state, sku)) return state;
  return build(
    comparedProducts(state).filter((product) => product.sku !== sku),
    state.category,
  );
}

const isSlotIndex = (index: number) => Number.isInteger(index) && index >= 0 && index < comparisonLimit;

/**
 * Puts the product at an index of the list (0–3): it replaces the product there, or, past the end,
 * goes last (there are no holes). If the product was already at another index it moves. The
 * list never grows past 4 this way. An index outside 0–3 changes nothing.
 */
export function setAt<P extends ComparableProduct>(
  state: ComparisonState<P>,
  index: number,
  product: P,
): ComparisonState<P> {
  if (!isSlotIndex(index)) return state;
  const list: (P | null)[] = comparedProducts(state);
  if (index < list.length) list[index] = product;
  else list.push(product);
  const placed = Math.min(index, list.length - 1);
  const next = list.filter((item, at): item is P => item !== null && (item.sku !== product.sku || at === placed));
  return build(next, state.category);
}

/** Removes the product at an index of the list; an index with no product changes nothing. */
export function removeAt<P extends ComparableProduct>(state: ComparisonState<P>, index: number): ComparisonState<P> {
  const list = comparedProducts(state);
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return state;
  return build(
    list.filter((_product, at) => at !== index),
    state.category,
  );
}

/** Chooses a category; one that is not in the comparison gives the first. */
export function selectCategory<P extends ComparableProduct>(
  state: ComparisonState<P>,
  category: string,
): ComparisonState<P> {
  return settle({ ...state, category });
}

/** The 4 slots of a category (the chosen one by default), in the order added, empty ones null. */
export function slots<P extends ComparableProduct>(
  state: ComparisonState<P>,
  category: string | null = state.category,
): (P | null)[] {
  const shown = comparedProducts(state)
    .filter((product) => product.category === category)
    .slice(0, comparisonLimit);
  return [...shown, ...Array<null>(comparisonLimit - shown.length).fill(null)];
}
