import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { stockReservations } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A product the branch (or, without one, every branch together) could not supply in full. */
export interface Shortage {
  productId: string;
  available: number;
}

interface Taking {
  branchId: string;
  productId: string;
  quantity: number;
}

/**
 * Stock held for orders (0011_parts_orders.sql). Taking stock is a conditional UPDATE per product
 * (`quantity > wanted`), or a DELETE when it takes the last ones. The row lock either takes makes
 * two orders for the last unit wait for each other, and the second finds none left. Products are
 * taken in id order, so two orders of the same parts never wait on each other's rows the other
 * way round.
 */
export function createStockReservationsRepository(root: Database) {
  const db = databaseOf(root);

  /** Takes `quantity` from one branch's row: false when it holds fewer. */
  async function take({ branchId, productId, quantity }: Taking): Promise<boolean> {
    const where = sql`branch_id = ${branchId} AND product_id = ${productId}`;
    const taken = await queryRows(
      db(),
      sql`UPDATE branch_stock SET quantity = quantity - ${quantity} WHERE ${where} AND quantity > ${quantity}
          RETURNING quantity`,
    );
    if (taken.length) return true;
    // The last ones: a branch holding none has no stock row (its removal tells the devices' packs).
    const last = await queryRows(
      db(),
      sql`DELETE FROM branch_stock WHERE ${where} AND quantity = ${quantity} RETURNING quantity`,
    );
    return last.length > 0;
  }

  /**
   * Without a branch (a retail customer, delivered from wherever holds it): the branches holding
   * the most first, so an order is split over as few as it can be. The rows are locked as read.
   */
  async function fromAnyBranch(productId: string, quantity: number): Promise<Taking[] | number> {
    const rows = await queryRows<{ branch_id: string; quantity: number }>(
      db(),
      sql`SELECT branch_id::text AS branch_id, quantity FROM branch_stock WHERE product_id = ${productId}
          ORDER BY quantity DESC, branch_id FOR UPDATE`,
    );
    const available = rows.reduce((sum, row) => sum + Number(row.quantity), 0);
    if (available < quantity) return available;
    const takings: Taking[] = [];
    let left = quantity;
    for (const row of rows) {
      if (left === 0) break;
      const part = Math.min(left, Number(row.quantity));
      takings.push({ branchId: row.branch_id, productId, quantity: part });
      left -= part;
    }
    return takings;
  }

  async function availableAt(branchId: string, productId: string): Promise<number> {
    const [left] = await queryRows<{ quantity: number }>(
      db(),
      sql`SELECT quantity FROM branch_stock WHERE branch_id = ${branchId} AND product_id = ${productId}`,
    );
    return Number(left?.quantity ?? 0);
  }

  return {
    /**
     * Takes `wanted` (product id → quantity) from the branch's stock for the order (from every
     * branch when `branchId` is null), in the caller's transaction. Answers what could not be
     * supplied; the caller rolls back if any.
     */
    async reserve(
      orderId: string,
      branchId: string | null,
      wanted: Map<string, number>,
      at: Date,
    ): Promise<Shortage[]> {
      const shortages: Shortage[] = [];
      const held: Taking[] = [];
      for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
        if (branchId) {
          const taking = { branchId, productId, quantity };
          if (await take(taking)) held.push(taking);
          else shortages.push({ productId, available: await availableAt(branchId, productId) });
          continue;
        }
        const takings = await fromAnyBranch(productId, quantity);
        if (typeof takings === 'number') {
          shortages.push({ productId, available: takings });
          continue;
        }
        for (const taking of takings) await take(taking);
        held.push(...takings);
      }
      if (shortages.length) return shortages;
      if (held.length)
        await db()
          .insert(stockReservations)
          .values(held.map((taking) => ({ orderId, ...taking, reservedAt: at })));
      return [];
    },

    /**
     * Gives back what a cancelled order held: each branch's count goes up again (a row comes back
     * when the branch had none left). Once: a released reservation is not given back twice.
     */
    async release(orderId: string, at: Date): Promise<number> {
      const released = await db()
        .update(stockReservations)
        .set({ releasedAt: at })
        .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)))
        .returning();
      for (const row of released.sort((a, b) => a.productId.localeCompare(b.productId)))
        await queryRows(
          db(),
          sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
              VALUES (${row.branchId}, ${row.productId}, ${row.quantity})
              ON CONFLICT (product_id, branch_id) DO UPDATE SET quantity = branch_stock.quantity + EXCLUDED.quantity`,
        );
      return released.length;
    },
  };
}

export type StockReservationsRepository = ReturnType<typeof createStockReservationsRepository>;
