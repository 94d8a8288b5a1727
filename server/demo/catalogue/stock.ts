import type { DemoBranch } from './branches';
import { leaves } from './categories';

/**
 * Stock of every product at every store, decided by the database from a hash of the pair, so
 * that 200,000 products × 48 stores never cross the wire. Only quantities above zero are stored
 * (branch_stock): no row means none. The rules:
 * - every product is held by its home store (one active store picked by a hash of the sku),
 *   so every product is in stock somewhere, and most stores hold none of it;
 * - elsewhere a store holds a slow mover with a chance of 24% (large), 16% (medium) or 10%
 *   (small), but never more than 20,000, 12,000 or 8,000 lines' worth: a real store holds tens
 *   of thousands of lines, not a whole catalogue of 200,000; fast movers (pads, discs, filters,
 *   bulbs, wipers, oils and fluids) twice as often;
 * - a holding is 1 to 6, and one in twenty is a pallet of 20 to 150;
 * - inactive stores hold nothing.
 * About 62,000 rows at the default 5,000 products (a large store holds ~2,200 lines); about
 * 1.1 million at 200,000 (a large store ~33,000).
 */
const CHANCE_PER_MILLE = { large: 240, medium: 160, small: 100 } as const;
const LINES = { large: 20_000, medium: 12_000, small: 8_000 } as const;
const FAST_MOVERS = /^(braking\/brake-(pads|discs)|filters\/|lighting\/|wipers\/|oils-and-fluids\/)/;

/** The chance, per mille, that a store of this size holds a given (slow-moving) product. */
export const stockChance = (size: keyof typeof LINES, products: number) =>
  Math.min(CHANCE_PER_MILLE[size], Math.round((LINES[size] * 1000) / Math.max(products, 1)));

/** Numeric skus (the generator's) and each store's place in the list make the hash: integer hashing is cheap. */
export function stockStatement(branches: readonly DemoBranch[], products: number): { text: string; params: unknown[] } {
  const active = branches.filter((branch) => branch.status === 'active');
  const ordinal = new Map(active.map((branch, index) => [branch.id, index]));
  return {
    text: `
      INSERT INTO branch_stock (branch_id, product_id, quantity)
      SELECT b.id, p.id, q.quantity
      FROM (
        -- Per product, once (OFFSET 0 keeps the planner from redoing it for every store).
        SELECT id, sku::bigint * 64 AS n,
          (hashint8(sku::bigint)::bigint + 2147483648) % $5 AS home,
          CASE WHEN category_id = ANY ($6::int[]) THEN 2 ELSE 1 END AS pace
        FROM products OFFSET 0
      ) p
      CROSS JOIN unnest($1::uuid[], $2::int[], $3::int[], $4::int[]) AS b(id, k, active, chance)
      CROSS JOIN LATERAL (SELECT hashint8(p.n + b.k)::bigint + 2147483648 AS h) x
      CROSS JOIN LATERAL (SELECT CASE
          WHEN b.chance = 0 THEN 0
          WHEN b.active = p.home THEN 1 + (x.h / 20000) % 6
          WHEN x.h % 1000 < p.pace * b.chance
            THEN CASE WHEN (x.h / 1000) % 20 = 0 THEN 20 + (x.h / 20000) % 131 ELSE 1 + (x.h / 20000) % 6 END
          ELSE 0 END AS quantity) q
      WHERE q.quantity > 0`,
    params: [
      branches.map((branch) => branch.id),
      branches.map((_, index) => index),
      branches.map((branch) => ordinal.get(branch.id) ?? -1),
      branches.map((branch) => (branch.status === 'active' ? stockChance(branch.size, products) : 0)),
      active.length,
      leaves.filter((leaf) => FAST_MOVERS.test(leaf.path)).map((leaf) => leaf.categoryId),
    ],
  };
}
