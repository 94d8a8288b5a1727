import { sql } from 'drizzle-orm';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import { textArrayLiteral } from '../../db/array-literal';
import { readCatalogueCounter } from '../../db/catalogue-counter';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import {
  productColumns,
  productJoins,
  type ProductRecord,
  fitsVehicle,
  createProductSummaries,
  type ProductSummaries,
} from '../catalogue/catalogue.service';

/**
 * How many full-text matches are ranked: ranking every match of a common word is the slow tail.
 * Each is a short row (no search text), ranked in JS by the rule the offline pack shares.
 */
const RANKED_CANDIDATES = 1_000;

const visible = sql`p.withdrawn_at IS NULL AND p.show_on_website`;

/** Visible, and when a vehicle is given, fitting it or fitting no vehicle in particular (universal). */
const shown = (tecdocId: number | null) => (tecdocId ? sql`${visible} AND ${fitsVehicle(tecdocId)}` : visible);

export function createSearchRepository(root: Database, summaries: ProductSummaries = createProductSummaries()) {
  const db = databaseOf(root);
  const products = async (
    where: ReturnType<typeof sql>,
    tail: ReturnType<typeof sql>,
    currency: PriceListCurrency,
  ): Promise<ProductSummary[]> =>
    (
      await queryRows<ProductRecord>(db(), sql`SELECT ${productColumns} FROM ${productJoins} WHERE ${where} ${tail}`)
    ).map((row) => summaries.of(row, currency));

  return {
    /**
     * The products a search found before, in its order: those still visible, read now (prices,
     * stock and names as they are at this request).
     */
    async byIds(ids: string[], currency: PriceListCurrency): Promise<ProductSummary[]> {
      if (!ids.length) return [];
      const found = await products(sql`p.id = ANY(${textArrayLiteral(ids)}::uuid[]) AND ${visible}`, sql``, currency);
      const byId = new Map(found.map((product) => [product.id, product]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Exact sku or manufacturer part number (normalised). */
    exact(number: string, currency: PriceListCurrency, tecdocId: number | null = null): Promise<ProductSummary[]> {
      return products(
        sql`(p.sku = ${number} OR p.mpn_normalised = ${number}) AND ${shown(tecdocId)}`,
        sql`ORDER BY p.name LIMIT 50`,
        currency,
      );
    },

    /**
     * Cross-references: the products listing the number as an OE, competitor or superseded
     * number, and the products sharing an OE number with them (the same part from other brands).
     */
    crossReference(
      number: string,
      currency: PriceListCurrency,
      tecdocId: number | null = null,
    ): Promise<ProductSummary[]> {
      return products(
        sql`p.id IN (
              SELECT x.product_id FROM product_part_numbers x WHERE x.number_normalised = ${number}
              UNION
              SELECT o2.product_id FROM product_part_numbers x
                JOIN product_part_numbers o1 ON o1.product_id = x.product_id AND o1.kind = 'oe'
                JOIN product_part_numbers o2 ON o2.number_normalised = o1.number_normalised AND o2.kind = 'oe'
              WHERE x.number_normalised = ${number}
            ) AND ${shown(tecdocId)}`,
        sql`ORDER BY p.name LIMIT 100`,
        currency,
      );
    },

    /**
     * Full text over names, brands, categories and attributes: up to RANKED_CANDIDATES matches of
     * `tsquery` with what the shared ranking reads (contract/search/ranking.ts): the name and
     * brand, whether it is priced, and how many of `terms` (one tsquery each) it matches. With
     * `mostFirst` (any term: the fallback when none matches all), those matching the most terms
     * are the ones kept, so that the cut drops the weakest.
     */
    async candidates(
      tsquery: string,
      terms: string[],
      tecdocId: number | null = null,
      mostFirst = false,
    ): Promise<{ id: string; sku: string; name: string; brand: string; priced: boolean; matched: number }[]> {
      const matched = terms.length
        ? sql.join(
            terms.map((term) => sql`(p.search_vector @@ to_tsquery('simple', ${term}))::int`),
            sql` + `,
          )
        : sql`0`;
      return queryRows(
        db(),
        sql`SELECT p.id::text AS id, p.sku, p.name, b.name AS brand, p.price > 0 AS priced, ${matched} AS matched
            FROM products p JOIN brands b ON b.id = p.brand_id
            WHERE p.search_vector @@ to_tsquery('simple', ${tsquery}) AND ${shown(tecdocId)}
            ${mostFirst ? sql`ORDER BY matched DESC, p.sku` : sql``}
            LIMIT ${RANKED_CANDIDATES}`,
      );
    },

    /** Categories whose name holds every word. */
    categoriesNamed(words: string[]): Promise<{ id: string; name: string; path: string }[]> {
      if (!words.length) return Promise.resolve([]);
      const conditions = words.map((word) => sql`lower(c.name) LIKE ${`%${word}%`}`);
      return queryRows(
        db(),
        sql`SELECT c.id::text AS id, c.name, c.path FROM categories c
            WHERE ${sql.join(conditions, sql` AND `)} ORDER BY c.depth, c.name LIMIT 5`,
      );
    },

    vocabulary(): Promise<{ word: string; frequency: number }[]> {
      return queryRows(db(), sql`SELECT word, frequency FROM search_words`);
    },

    /** The catalogue's change counter, which the kept vocabulary is keyed by. */
    catalogueCounter: (): Promise<string> => readCatalogueCounter(db()),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
