import type { ProductSummary } from '../../../contract/catalogue/schemas';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import { immutable } from '../../http/immutable-answers';
import { toProductSummary, type ProductRecord } from './product-rows';

/** About 3 KB each (the object and, once answered, its JSON): some 15 MB at most. */
const KEPT = 5_000;

/**
 * Product summaries by row version: a category page, a search or a favourites list read again
 * maps only the products whose rows changed. The version is the transaction ids (`xmin`) of the
 * product's, brand's and category's rows, which change with every update of them, so a summary
 * is never answered from rows older than those read. Everything else a summary shows is fixed
 * in the code (attribute labels, VAT by price list). The oldest are dropped past KEPT.
 *
 * Kept per app (services.ts), not per process: the test suites run many databases side by side.
 */
export function createProductSummaries(kept = KEPT) {
  const byVersion = new Map<string, ProductSummary>();
  return {
    of(row: ProductRecord, currency: PriceListCurrency = 'GBP'): ProductSummary {
      const key = `${row.id} ${currency} ${row.version}`;
      const known = byVersion.get(key);
      if (known) return known;
      if (byVersion.size >= kept) byVersion.delete(byVersion.keys().next().value as string);
      const summary = immutable(toProductSummary(row, currency));
      byVersion.set(key, summary);
      return summary;
    },
  };
}

export type ProductSummaries = ReturnType<typeof createProductSummaries>;
