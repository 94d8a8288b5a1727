import { sql, type SQL } from 'drizzle-orm';
import { textArrayLiteral } from '../../db/array-literal';
import { queryRows, type Database } from '../../db/database';
import { databaseOf, withTransaction } from '../../db/unit-of-work';
import type { ProductRecord } from '../catalogue/catalogue.service';

/**
 * One product of a pack as the SELECT gives it: the catalogue's product row (without the brand's
 * logo and the website flag: the pack holds visible products only) plus what search and the
 * counter need offline. `pack-items.ts` maps it to the contract.
 */
export interface PackRecord extends Omit<ProductRecord, 'brand_logo' | 'show_on_website'> {
  search_text: string;
  numbers: { kind: 'oe' | 'competitor' | 'superseded'; brand: string; number: string }[];
  tecdoc_ids: number[];
  /** Units by branch id, for the pack's branch and its nearest; a branch without stock is absent. */
  stock: Record<string, number>;
}

/**
 * Which products a branch's pack holds. Every visible product while the catalogue fits under the
 * cap (the demo's case); beyond it, the first `cap` with the branch's own stock first, then by
 * sku, so that what the counter can hand over is never what is left out.
 */
export interface PackRange {
  branchId: string;
  cap: number;
}

/** A uuid[] parameter as one array literal (drizzle would spread a JS array into a list). */
const uuids = (ids: string[]) => sql`${textArrayLiteral(ids)}::uuid[]`;

const visible = (alias: string) => sql.raw(`${alias}.withdrawn_at IS NULL AND ${alias}.show_on_website`);

export function createPackRepository(root: Database) {
  const db = databaseOf(root);

  /** The range as a condition on `p`: the plain visibility test when everything fits. */
  const inRange = async ({ branchId, cap }: PackRange): Promise<SQL> => {
    const [row] = await queryRows<{ count: number }>(
      db(),
      sql`SELECT count(*)::int AS count FROM products p WHERE ${visible('p')}`,
    );
    if ((row?.count ?? 0) <= cap) return visible('p');
    return sql`p.id IN (
      SELECT r.id FROM products r LEFT JOIN branch_stock rs ON rs.product_id = r.id AND rs.branch_id = ${branchId}
      WHERE ${visible('r')} ORDER BY (rs.product_id IS NULL), r.sku LIMIT ${cap})`;
  };

  /** The changes to the pack's products or to their stock at the pack's branches, since a version. */
  const changedSince = (since: string, branchIds: string[]) => sql`(
    SELECT id FROM products WHERE version > ${since}::bigint
    UNION SELECT product_id FROM branch_stock
      WHERE version > ${since}::bigint AND branch_id = ANY(${uuids(branchIds)})
    UNION SELECT product_id FROM branch_stock_removals
      WHERE version > ${since}::bigint AND branch_id = ANY(${uuids(branchIds)}))`;

  return {
    /**
     * The catalogue's version: its epoch and the last change number given out. With `settled`,
     * SHARE mode first waits for every transaction writing to the counted tables and keeps new
     * ones out while it reads, so no change numbered at or below the answer can still be
     * uncommitted, and a delta asked from it misses nothing. Held for one read only, given up
     * after 5 s (the device asks again later) rather than queueing behind a long import.
     */
    currentVersion(settled: boolean): Promise<{ epoch: number; counter: bigint }> {
      return withTransaction(root, async (tx) => {
        if (settled) {
          await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
          await tx.execute(sql`LOCK TABLE products, branch_stock, branch_stock_removals IN SHARE MODE`);
        }
        const [row] = await queryRows<{ epoch: number; counter: string }>(
          tx,
          sql`SELECT e.epoch, (CASE WHEN v.is_called THEN v.last_value ELSE 0 END)::text AS counter
              FROM catalogue_epoch e, catalogue_version v`,
        );
        return { epoch: Number(row?.epoch ?? 0), counter: BigInt(row?.counter ?? '0') };
      });
    },

    /** How many products the whole pack holds. */
    async countInRange(range: PackRange): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        db(),
        sql`SELECT count(*)::int AS count FROM products p WHERE ${await inRange(range)}`,
      );
      return row?.count ?? 0;
    },

    /** The next page of the pack's product ids, by sku after `after`. */
    async pageInRange(range: PackRange, after: string, limit: number): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db(),
        sql`SELECT p.id::text AS id FROM products p
            WHERE ${await inRange(range)} AND p.sku > ${after} ORDER BY p.sku LIMIT ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    async countChanged(since: string, branchIds: string[]): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        db(),
        sql`SELECT count(*)::int AS count FROM ${changedSince(since, branchIds)} AS changed`,
      );
      return row?.count ?? 0;
    },

    /** The next page of changed products, by sku: whether each is still in the range or leaves it. */
    async pageChanged(
      range: PackRange,
      since: string,
      branchIds: string[],
      after: string,
      limit: number,
    ): Promise<{ id: string; sku: string; in_range: boolean }[]> {
      return queryRows(
        db(),
        sql`SELECT p.id::text AS id, p.sku, (${await inRange(range)}) AS in_range
            FROM ${changedSince(since, branchIds)} AS changed JOIN products p ON p.id = changed.id
            WHERE p.sku > ${after} ORDER BY p.sku LIMIT ${limit}`,
      );
    },

    /** Everything the pack says of these products, in sku order. */
    items(ids: string[], stockBranchIds: string[]): Promise<PackRecord[]> {
      if (!ids.length) return Promise.resolve([]);
      return queryRows<PackRecord>(
        db(),
        sql`SELECT p.id::text AS id, p.sku, p.object_id, p.slug, p.name, p.mpn, p.attributes, p.image_url,
              p.price, p.was_price, p.was_price_ecp, p.surcharge, p.tax_rate, p.show_add_to_basket_button,
              p.search_text,
              p.price_eur, p.was_price_eur, p.was_price_ecp_eur, p.surcharge_eur,
              b.name AS brand_name, b.slug AS brand_slug,
              c.id::text AS category_id, c.name AS category_name, c.slug AS category_slug, c.path AS category_path,
              COALESCE((SELECT json_agg(json_build_object('kind', n.kind, 'brand', n.brand, 'number', n.number)
                                          ORDER BY n.kind, n.number)
                        FROM product_part_numbers n WHERE n.product_id = p.id), '[]'::json) AS numbers,
              COALESCE((SELECT array_agg(v.tecdoc_id ORDER BY v.tecdoc_id)
                        FROM product_fitments f JOIN vehicle_variants v ON v.id = f.variant_id
                        WHERE f.product_id = p.id), '{}') AS tecdoc_ids,
              COALESCE((SELECT json_object_agg(s.branch_id::text, s.quantity)
                        FROM branch_stock s
                        WHERE s.product_id = p.id AND s.branch_id = ANY(${uuids(stockBranchIds)})), '{}'::json) AS stock
            FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
            WHERE p.id = ANY(${uuids(ids)}) ORDER BY p.sku`,
      );
    },

    /** Category names by path, to spell out each product's trail ('Braking › Brake Pads'). */
    categoryNames(): Promise<{ path: string; name: string }[]> {
      return queryRows(db(), sql`SELECT path, name FROM categories`);
    },
  };
}

export type PackRepository = ReturnType<typeof createPackRepository>;
