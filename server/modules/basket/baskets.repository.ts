import { and, asc, eq, sql } from 'drizzle-orm';
import type { PriceHold } from '../../../contract/basket/price-hold';
import { queryRows, type Database } from '../../db/database';
import { basketLines, baskets, type BasketRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';
import type { RowLock } from '../../db/versioned-read';

/** A stored line with what the answer shows of its product (prices read live from the catalogue). */
export interface LineRecord {
  id: string;
  product_id: string;
  product_variant: string | null;
  quantity: number;
  vehicle_options: Record<string, unknown> | null;
  sku: string;
  name: string;
  price: number;
  surcharge: number;
  /** The euro price list's, for a euro basket. */
  price_eur: number;
  surcharge_eur: number;
  tax_rate: number;
  brand_name: string;
  category_name: string;
  /** The category and its ancestors, root first. */
  category_ids: string[];
  /** A quote's price holding over the catalogue's (price-holds.ts); never read from a row. */
  price_hold?: PriceHold;
}

/**
 * What a line shows of its product `p` (prices read live from the catalogue), with the joins it
 * needs: the basket's lines and a work order's parts order are both read through it.
 */
export const lineProductColumns = sql`p.sku, p.name, p.price, p.surcharge, p.price_eur, p.surcharge_eur, p.tax_rate,
  b.name AS brand_name, c.name AS category_name,
  (SELECT json_agg(a.id::text ORDER BY a.depth) FROM categories a
    WHERE a.id = c.id OR c.path LIKE a.path || '/%') AS category_ids`;
export const lineProductJoins = sql`JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id`;

/** A row read with lineProductColumns as a LineRecord (numbers as numbers, the ids as an array). */
export function lineRecordOf(row: LineRecord): LineRecord {
  return {
    ...row,
    quantity: Number(row.quantity),
    price: Number(row.price),
    surcharge: Number(row.surcharge),
    price_eur: Number(row.price_eur),
    surcharge_eur: Number(row.surcharge_eur),
    tax_rate: Number(row.tax_rate),
    category_ids:
      typeof row.category_ids === 'string' ? (JSON.parse(row.category_ids) as string[]) : (row.category_ids ?? []),
  };
}

/** A line to write; an extra left undefined keeps its stored value (null on a new line). */
export interface LineWrite {
  id: string;
  productId: string;
  quantity: number;
  productVariant?: string | null;
  vehicleOptions?: Record<string, unknown> | null;
}

/**
 * Baskets and their lines. Versions move only through `claim`, one conditional UPDATE … RETURNING
 * (the model of consumeRefreshToken): two writers based on the same version cannot both win, and
 * the row lock it takes makes concurrent writes to one basket wait their turn.
 */
export function createBasketsRepository(root: Database) {
  const db = databaseOf(root);
  return {
    /**
     * `lock` as readVersioned gives it (db/versioned-read.ts); 'no key update' holds the row for a
     * write that moves the version later in its transaction (confirm), the lock its UPDATE takes.
     */
    async find(id: string, lock?: RowLock | 'no key update'): Promise<BasketRow | undefined> {
      const query = db().select().from(baskets).where(eq(baskets.id, id));
      const [row] = lock ? await query.for(lock) : await query;
      return row;
    },

    /** Inserts the basket unless the id exists; answers whether it did. */
    async insert(basket: Pick<BasketRow, 'id' | 'userId' | 'currency' | 'createdAt' | 'updatedAt'>): Promise<boolean> {
      const rows = await db().insert(baskets).values(basket).onConflictDoNothing().returning({ id: baskets.id });
      return rows.length === 1;
    },

    /**
     * Moves an open basket of the user to the next version, when it is still at `expected` (any
     * version when undefined), applying `changes` in the same statement. Null when it is not
     * there, not open, not the user's or at another version.
     */
    async claim(
      id: string,
      userId: string,
      expected: number | undefined,
      at: Date,
      changes: Partial<Pick<BasketRow, 'shippingService' | 'shippingDate' | 'status' | 'orderId' | 'userId'>> = {},
    ): Promise<BasketRow | null> {
      const conditions = [eq(baskets.id, id), eq(baskets.userId, userId), eq(baskets.status, 'open')];
      if (expected !== undefined) conditions.push(eq(baskets.version, expected));
      const [row] = await db()
        .update(baskets)
        .set({ ...changes, version: sql`${baskets.version} + 1`, updatedAt: at })
        .where(and(...conditions))
        .returning();
      return row ?? null;
    },

    async delete(id: string): Promise<void> {
      await db().delete(baskets).where(eq(baskets.id, id));
    },

    async lines(basketId: string): Promise<LineRecord[]> {
      const rows = await queryRows<LineRecord>(
        db(),
        sql`SELECT l.id::text AS id, l.product_id::text AS product_id, l.product_variant, l.quantity,
                   l.vehicle_options, ${lineProductColumns}
            FROM basket_lines l
            JOIN products p ON p.id = l.product_id
            ${lineProductJoins}
            WHERE l.basket_id = ${basketId}
            ORDER BY l.created_at, l.id`,
      );
      return rows.map(lineRecordOf);
    },

    /**
     * The ids and products of a basket's lines in the basket's order, for deciding inserts from
     * updates and finding a product's first line.
     */
    async lineProducts(basketId: string): Promise<Map<string, string>> {
      const rows = await db()
        .select({ id: basketLines.id, productId: basketLines.productId })
        .from(basketLines)
        .where(eq(basketLines.basketId, basketId))
        .orderBy(asc(basketLines.createdAt), asc(basketLines.id));
      return new Map(rows.map((row) => [row.id, row.productId]));
    },

    /** Inserts or replaces a line by its id; a later line keeps the place of the first. */
    async upsertLine(basketId: string, line: LineWrite, at: Date): Promise<void> {
      const extras = {
        ...(line.productVariant !== undefined ? { productVariant: line.productVariant } : {}),
        ...(line.vehicleOptions !== undefined ? { vehicleOptions: line.vehicleOptions } : {}),
      };
      await db()
        .insert(basketLines)
        .values({ basketId, id: line.id, productId: line.productId, quantity: line.quantity, ...extras, createdAt: at })
        .onConflictDoUpdate({
          target: [basketLines.basketId, basketLines.id],
          set: { productId: line.productId, quantity: line.quantity, ...extras },
        });
    },

    async deleteLine(basketId: string, lineId: string): Promise<void> {
      await db()
        .delete(basketLines)
        .where(and(eq(basketLines.basketId, basketId), eq(basketLines.id, lineId)));
    },
  };
}

export type BasketsRepository = ReturnType<typeof createBasketsRepository>;
