import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { basketLinePriceHolds } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A quote's price held on one basket line (migration 0020_quote_price_holds.sql). */
export type LinePriceHold = Omit<typeof basketLinePriceHolds.$inferSelect, 'basketId'>;

/**
 * The price holds of a basket's lines, in the request's transaction. Only the server grants one,
 * when it turns a quote into a basket (quotes/quote-baskets.ts); a line removed takes its hold with it.
 */
export function createPriceHoldsRepository(root: Database) {
  const db = databaseOf(root);
  return {
    async ofBasket(basketId: string): Promise<LinePriceHold[]> {
      const rows = await db().select().from(basketLinePriceHolds).where(eq(basketLinePriceHolds.basketId, basketId));
      return rows.map(({ basketId: _basket, ...hold }) => hold);
    },

    /** Holds these lines' prices; a line held already keeps the hold it has. */
    async grant(basketId: string, holds: LinePriceHold[]): Promise<void> {
      if (!holds.length) return;
      await db()
        .insert(basketLinePriceHolds)
        .values(holds.map((hold) => ({ ...hold, basketId })))
        .onConflictDoNothing();
    },
  };
}

export type PriceHoldsRepository = ReturnType<typeof createPriceHoldsRepository>;
