import { sql, type SQL } from 'drizzle-orm';
import { textArrayLiteral } from '../../db/array-literal';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';

/**
 * The catalogue's facts about parts that other modules need for their own documents (orders,
 * quotes, returns, work orders, quick kits, part selection): one read each, here, instead of a copy
 * of its SQL in every module (issue 44). Each joins the caller's transaction (databaseOf). A
 * module whose read is one statement with its own tables (a basket's lines, a vehicle's top parts,
 * search) keeps its own SQL.
 */

/** Parts named by their product ids or by their skus; the answers are keyed the same way. */
export type PartKeys = { productIds: readonly string[] } | { skus: readonly string[] };

/** Whether a part can be bought now, and how many are in stock. */
export interface Availability {
  productId: string;
  sku: string;
  withdrawn: boolean;
  /** Shown on the website with its add-to-basket button. */
  sellable: boolean;
  priced: boolean;
  /** In stock at the branch asked about (at every branch when none was). */
  available: number;
}

/** What a document shows or decides by about a part. */
export interface PartFacts {
  /** Its category's path: the VAT kind of a work order's part, a return's kind of part. */
  path: string;
  name: string;
  brand: string;
  /** The exchange-unit surcharge of each price list (minor units). */
  surcharge: number;
  surchargeEur: number;
}

const keyOf = (keys: PartKeys) => ('skus' in keys ? 'sku' : 'id');
const uniqueOf = (keys: PartKeys) => [...new Set('skus' in keys ? keys.skus : keys.productIds)];
/** `p` is the products row: by sku, or by id. */
const productWhere = (keys: PartKeys, unique: string[]): SQL =>
  'skus' in keys ? sql`p.sku IN ${unique}` : sql`p.id IN ${unique}`;

export function createCatalogueFacts(root: Database) {
  const db = databaseOf(root);
  return {
    /** Per part: whether it can be sold, and its stock at the branch (at every branch when null). */
    async availability(keys: PartKeys, branchId: string | null): Promise<Map<string, Availability>> {
      const unique = uniqueOf(keys);
      if (!unique.length) return new Map();
      const rows = await queryRows<{
        id: string;
        sku: string;
        withdrawn: boolean;
        sellable: boolean;
        price: number;
        available: number;
      }>(
        db(),
        sql`SELECT p.id::text AS id, p.sku, p.withdrawn_at IS NOT NULL AS withdrawn,
                   (p.show_on_website AND p.show_add_to_basket_button) AS sellable, p.price,
                   COALESCE((SELECT sum(s.quantity) FROM branch_stock s
                     WHERE s.product_id = p.id${branchId ? sql` AND s.branch_id = ${branchId}` : sql``}), 0)::int
                     AS available
              FROM products p WHERE ${productWhere(keys, unique)}`,
      );
      const key = keyOf(keys);
      return new Map(
        rows.map((row) => [
          row[key],
          {
            productId: row.id,
            sku: row.sku,
            withdrawn: row.withdrawn,
            sellable: row.sellable,
            priced: Number(row.price) > 0,
            available: Number(row.available),
          },
        ]),
      );
    },

    /** How many of each part one branch holds; a part it holds none of is left out. */
    async stockAt(branchId: string, keys: PartKeys): Promise<Map<string, number>> {
      const unique = uniqueOf(keys);
      if (!unique.length) return new Map();
      // By id, straight from branch_stock's primary key (a part selection's shortlist, one parameter).
      const rows = await queryRows<{ key: string; quantity: number }>(
        db(),
        'skus' in keys
          ? sql`SELECT p.sku AS key, s.quantity FROM branch_stock s JOIN products p ON p.id = s.product_id
                 WHERE s.branch_id = ${branchId}::uuid AND p.sku IN ${unique}`
          : sql`SELECT s.product_id::text AS key, s.quantity FROM branch_stock s
                 WHERE s.branch_id = ${branchId}::uuid AND s.product_id = ANY(${textArrayLiteral(unique)}::uuid[])`,
      );
      return new Map(rows.map((row) => [row.key, Number(row.quantity)]));
    },

    /** Per sku: its category's path, name, brand and surcharges. */
    async partFacts(skus: readonly string[]): Promise<Map<string, PartFacts>> {
      const unique = [...new Set(skus)];
      if (!unique.length) return new Map();
      const rows = await queryRows<{
        sku: string;
        path: string;
        name: string;
        brand: string;
        surcharge: number;
        surcharge_eur: number;
      }>(
        db(),
        sql`SELECT p.sku, c.path, p.name, b.name AS brand, p.surcharge, p.surcharge_eur
              FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
             WHERE p.sku IN ${unique}`,
      );
      return new Map(
        rows.map((row) => [
          row.sku,
          {
            path: row.path,
            name: row.name,
            brand: row.brand,
            surcharge: Number(row.surcharge),
            surchargeEur: Number(row.surcharge_eur),
          },
        ]),
      );
    },
  };
}

export type CatalogueFacts = ReturnType<typeof createCatalogueFacts>;
