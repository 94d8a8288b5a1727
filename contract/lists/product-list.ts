/**
 * The product list (storefront-core §3 and §4): products kept as 'product_list', keyed by
 * objectID. It adds a product if absent (adding one already there changes nothing, so the
 * person's first copy stays), removes one, or clears.
 *
 * Every function returns a new object and leaves its argument alone; when nothing changes it
 * returns the same object, so a caller can skip a write. Keys are checked as own properties, so
 * an objectID such as 'toString' or 'constructor' is a product like any other. Note that a
 * JavaScript object lists integer-like keys ('123') before the others, in numeric order: the
 * list is a set, not a sequence.
 */
export interface ListedProduct {
  objectID: string;
}

export type ProductList<P extends ListedProduct> = Record<string, P>;

export function isInProductList<P extends ListedProduct>(list: Readonly<ProductList<P>>, objectID: string): boolean {
  return Object.hasOwn(list, objectID);
}

/** Adds the product when its objectID is absent; otherwise the list is returned unchanged. */
export function addToProductList<P extends ListedProduct>(list: Readonly<ProductList<P>>, product: P): ProductList<P> {
  if (isInProductList(list, product.objectID)) return list;
  return { ...list, [product.objectID]: product };
}

/** Removes the product with this objectID; the same list when it is not there. */
export function removeFromProductList<P extends ListedProduct>(
  list: Readonly<ProductList<P>>,
  objectID: string,
): ProductList<P> {
  if (!isInProductList(list, objectID)) return list;
  const { [objectID]: _removed, ...rest } = list;
  return rest;
}

/** An empty list. */
export const clearProductList = <P extends ListedProduct>(): ProductList<P> => ({});

/** The products of the list. */
export function productListItems<P extends ListedProduct>(list: Readonly<ProductList<P>>): P[] {
  return Object.values(list);
}
