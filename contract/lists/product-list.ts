/**
 * The product list (storefront-core §3, §4): products kept as 'product_list', keyed by
 * objectID. Adding one already there changes nothing; removing and clearing are the other moves.
 */
export interface ListedProduct {
  objectID: string;
}

export type ProductList<P extends ListedProduct> = Record<string, P>;

export function addToProductList<P extends ListedProduct>(list: ProductList<P>, product: P): ProductList<P> {
  return product.objectID in list ? list : { ...list, [product.objectID]: product };
}

export function removeFromProductList<P extends ListedProduct>(list: ProductList<P>, objectID: string): ProductList<P> {
  if (!(objectID in list)) return list;
  const { [objectID]: _removed, ...rest } = list;
  return rest;
}

export const clearProductList = <P extends ListedProduct>(): ProductList<P> => ({});
