import { sql } from 'drizzle-orm';
import { unitOfSaleOf } from '../../../../contract/catalogue/unit-of-sale';
import { queryRows, type Database } from '../../../db/database';
import { databaseOf } from '../../../db/unit-of-work';
import { createCatalogueFacts } from '../../catalogue/catalogue.service';
import type { CandidatePart, VehicleParts } from './vehicle-parts';

const listed = sql`p.withdrawn_at IS NULL AND p.show_on_website`;
const attribute = (code: string) =>
  sql`(SELECT a->>'value' FROM jsonb_array_elements(p.attributes) a WHERE a->>'code' = ${code} LIMIT 1)`;

/** What a candidate row reads: the product's own columns and its brand, never a price or stock. */
const candidateColumns = sql`p.category_id::text AS category_id, p.id::text AS id, p.sku,
  b.slug AS brand_slug, b.name AS brand_name, ${attribute('position')} AS position,
  ${attribute('capacity')} AS capacity, ${attribute('pack')} AS pack,
  p.price > 0 AS priced_gbp, p.price_eur > 0 AS priced_eur`;

interface CandidateRow {
  category_id: string;
  id: string;
  sku: string;
  brand_slug: string;
  brand_name: string;
  position: string | null;
  capacity: string | null;
  pack: string | null;
  priced_gbp: boolean;
  priced_eur: boolean;
}

/**
 * Rows to candidates by category, in sku order. Brand names and positions repeat across
 * thousands of rows: each distinct one is kept once, as the vehicle's parts are kept a minute.
 */
function byCategory(rows: readonly CandidateRow[]): Map<string, CandidatePart[]> {
  const strings = new Map<string, string>();
  const once = (value: string) => strings.get(value) ?? (strings.set(value, value), value);
  const parts = new Map<string, CandidatePart[]>();
  for (const row of rows) {
    const stated = [
      ...(row.capacity === null ? [] : [{ code: 'capacity', value: row.capacity }]),
      ...(row.pack === null ? [] : [{ code: 'pack', value: row.pack }]),
    ];
    const part: CandidatePart = {
      id: row.id,
      sku: row.sku,
      categoryId: once(row.category_id),
      brandSlug: once(row.brand_slug),
      brandName: once(row.brand_name),
      position: row.position === null ? null : once(row.position),
      covers: unitOfSaleOf(stated).covers,
      priced: { GBP: row.priced_gbp, EUR: row.priced_eur },
    };
    const list = parts.get(part.categoryId);
    if (list) list.push(part);
    else parts.set(part.categoryId, [part]);
  }
  for (const list of parts.values()) list.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  return parts;
}

/**
 * The reads part selection adds to the catalogue's: which listed products fit a vehicle (by its
 * fitments, through product_fitments_variant_idx), which fit any vehicle, and the stock of a
 * shortlist at one branch (by branch_stock's primary key). Products are shown through the
 * catalogue's own reads.
 */
export function createPartSelectionRepository(root: Database) {
  const db = databaseOf(root);
  const catalogue = createCatalogueFacts(root);
  return {
    /** The listed parts that fit the vehicle, by category; null when the catalogue has no such vehicle. */
    async vehicleParts(tecdocId: number): Promise<VehicleParts | null> {
      const rows = await queryRows<CandidateRow | { [K in keyof CandidateRow]: null }>(
        db(),
        sql`SELECT ${candidateColumns}
            FROM vehicle_variants v
              LEFT JOIN (product_fitments f JOIN products p ON p.id = f.product_id AND ${listed}
                           JOIN brands b ON b.id = p.brand_id)
                ON f.variant_id = v.id
            WHERE v.tecdoc_id = ${tecdocId}`,
      );
      if (!rows.length) return null;
      return { tecdocId, byCategory: byCategory(rows.filter((row): row is CandidateRow => row.id !== null)) };
    },

    /** The listed parts of these categories that fit no vehicle in particular, by category, in sku order. */
    async universalParts(categoryIds: readonly number[]): Promise<Map<string, CandidatePart[]>> {
      if (!categoryIds.length) return new Map();
      const rows = await queryRows<CandidateRow>(
        db(),
        sql`SELECT ${candidateColumns} FROM products p JOIN brands b ON b.id = p.brand_id
            WHERE p.category_id IN ${categoryIds} AND ${listed}
              AND NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id)`,
      );
      return byCategory(rows);
    },

    /** How many of each product the branch holds; a product it holds none of is left out. */
    stockAt: (branchId: string, productIds: readonly string[]) => catalogue.stockAt(branchId, { productIds }),
  };
}

export type PartSelectionRepository = ReturnType<typeof createPartSelectionRepository>;
