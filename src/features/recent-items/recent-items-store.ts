import { z } from 'zod/mini';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { addRecentItem } from '../../../contract/lists/recent-items';
import { addToProductList, removeFromProductList } from '../../../contract/lists/product-list';
import { localValue } from '../../storage/local-value';

/** A product as the lists keep it: enough to show and link it offline. */
const keptProductSchema = z.object({
  id: z.string(),
  objectID: z.string(),
  sku: z.string(),
  productName: z.string(),
  brandName: z.string(),
  image: z.nullable(z.string()),
});
export type KeptProduct = z.infer<typeof keptProductSchema>;

/** 'items': recently viewed products, newest first (storefront-core §3). */
export const recentItems = localValue('items', z.array(keptProductSchema), []);
/** 'product_list': the person's parts list, keyed by objectID (storefront-core §3). */
export const productList = localValue('product_list', z.record(z.string(), keptProductSchema), {});

export const rememberViewed = (product: KeptProduct) => recentItems.update((items) => addRecentItem(items, product));

/** What the lists keep of a product from the catalogue. */
export const keptProduct = (product: ProductSummary): KeptProduct => ({
  id: product.id,
  objectID: product.objectID,
  sku: product.sku,
  productName: product.productName,
  brandName: product.brand.name,
  image: product.image,
});

export const rememberViewedProduct = (product: ProductSummary) => rememberViewed(keptProduct(product));
export const addToList = (product: KeptProduct) => productList.update((list) => addToProductList(list, product));
export const removeFromList = (objectID: string) => productList.update((list) => removeFromProductList(list, objectID));
export const clearList = () => productList.write({});
