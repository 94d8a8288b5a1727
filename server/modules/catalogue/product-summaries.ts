import type { ProductSummary } from '../../../contract/catalogue/schemas';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import { toProductSummary, type ProductRecord } from './product-rows';

/** Products kept, a few kilobytes each in a price list. */
const KEPT = 5_000;

/**
 * Product summaries by row version: a category page, a search or a favourites list read again
 * maps only the products whose rows changed. The version is the transaction ids (`xmin`) of the
 * product's, brand's and category's rows (product-rows.ts), which change with every update of
 * them, so a summary is never answered from rows older than those just read. Everything else a
 * summary shows is fixed in the code (attribute labels, VAT by price list). The oldest are
 * dropped past KEPT.
 *
 * How stale: never. The rows are read from PostgreSQL on every request and the summary is only
 * reused when their versions are the ones just read, so each instance behind a load balancer
 * answers what the database holds, whichever instance changed it.
 *
 * The summaries are shared by every answer that shows the product: callers copy one
 * (`{ ...summary }`) to add to it, never change it.
 *
 * Kept per app (services.ts), not per process: the test suites run many databases side by side.
 */
export function createProductSummaries(kept = KEPT) {
  // By product id, then checked against the row's version.
  const byId = new Map<string, Kept>();
  return {
    of(row: ProductRecord, currency: PriceListCurrency = 'GBP'): ProductSummary {
      let entry = byId.get(row.id);
      if (entry?.version !== row.version) {
        if (entry === undefined && byId.size >= kept) byId.delete(byId.keys().next().value as string);
        byId.set(row.id, (entry = { version: row.version }));
      }
      return (entry[currency] ??= toProductSummary(row, currency));
    },
  };
}

/** A product's summaries at one version of its rows, in each price list asked for. */
type Kept = { version: string } & Partial<Record<PriceListCurrency, ProductSummary>>;

export type ProductSummaries = ReturnType<typeof createProductSummaries>;
