import { z } from 'zod/mini';
import { comparisonProductSchema, type ComparisonProduct } from '../../../contract/comparison/schemas';
import { localValue } from '../../storage/local-value';

/**
 * The comparison as last known, kept as 'product_comparison' keyed by sku (storefront-core §3);
 * null when this device has never been told it. An empty record is known too: an empty comparison.
 */
export const comparisonStore = localValue(
  'product_comparison',
  z.nullable(z.record(z.string(), comparisonProductSchema)),
  null,
);

export function storeComparison(products: ComparisonProduct[]): void {
  comparisonStore.write(Object.fromEntries(products.map((product) => [product.sku, product])));
}
