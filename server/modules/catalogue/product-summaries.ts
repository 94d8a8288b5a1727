import type { ProductSummary } from '../../../contract/catalogue/schemas';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import { immutable } from '../../http/immutable-answers';
import { toProductSummary, type ProductRecord } from './product-rows';

/** Products kept, about 3 KB each in a price list (the object and, once answered, its JSON). */
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
  // By product id, then checked against the row's version: a lookup hashes the id the driver
  // has just read, not a key joined from id, currency and version (a new string each time, to
  // flatten and hash; on a category page that was 50 µs of its JavaScript, most of `of`).
  const byId = new Map<string, Kept>();
  return {
    of(row: ProductRecord, currency: PriceListCurrency = 'GBP'): ProductSummary {
      let entry = byId.get(row.id);
      if (entry?.version !== row.version) {
        if (entry === undefined && byId.size >= kept) byId.delete(byId.keys().next().value as string);
        byId.set(row.id, (entry = { version: row.version }));
      }
      return (entry[currency] ??= immutable(toProductSummary(row, currency)));
    },
  };
}

/** A product's summaries at one version of its rows, in each price list asked for. */
type Kept = { version: string } & Partial<Record<PriceListCurrency, ProductSummary>>;

export type ProductSummaries = ReturnType<typeof createProductSummaries>;
