import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { stockReservations } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A product the branch could not supply in full: how many it has. */
export interface Shortage {
  productId: string;
  available: number;
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
  return {
    /**
     * Takes `wanted` (product id → quantity) from the branch's stock for the order, in the
     * caller's transaction. Answers what could not be supplied; the caller rolls back if any.
     */
    async reserve(orderId: string, branchId: string, wanted: Map<string, number>, at: Date): Promise<Shortage[]> {
      const shortages: Shortage[] = [];
      for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
        const where = sql`branch_id = ${branchId} AND product_id = ${productId}`;
        const taken = await queryRows(
          db(),
          sql`UPDATE branch_stock SET quantity = quantity - ${quantity} WHERE ${where} AND quantity > ${quantity}
              RETURNING quantity`,
        );
        if (taken.length) continue;
        // The last ones: a branch holding none has no stock row (its removal tells the devices' packs).
        const last = await queryRows(
          db(),
          sql`DELETE FROM branch_stock WHERE ${where} AND quantity = ${quantity} RETURNING quantity`,
        );
        if (last.length) continue;
        const [left] = await queryRows<{ quantity: number }>(
          db(),
          sql`SELECT quantity FROM branch_stock WHERE ${where}`,
        );
        shortages.push({ productId, available: Number(left?.quantity ?? 0) });
      }
      if (shortages.length) return shortages;
      if (wanted.size)
        await db()
          .insert(stockReservations)
          .values(
            [...wanted].map(([productId, quantity]) => ({ orderId, branchId, productId, quantity, reservedAt: at })),
          );
      return [];
    },
  };
}

export type StockReservationsRepository = ReturnType<typeof createStockReservationsRepository>;
