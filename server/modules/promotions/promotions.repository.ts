import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BasketPromotion, PromotionRule } from '../../../contract/promotions/schemas';
import type { Database } from '../../db/database';
import { basketPromotions, promotions, type PromotionRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A promotion row as the rule the pricing reads (contract/basket/pricing.ts) and the client keeps. */
export function toPromotionRule(row: PromotionRow): PromotionRule {
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    ...(row.percentBasisPoints !== null ? { percentBasisPoints: row.percentBasisPoints } : {}),
    ...(row.categoryIds !== null ? { categoryIds: row.categoryIds } : {}),
    ...(row.amountOffExcTax !== null ? { amountOffExcTax: row.amountOffExcTax } : {}),
    ...(row.thresholdExcTax !== null ? { thresholdExcTax: row.thresholdExcTax } : {}),
    ...(row.shippingServiceCodes !== null ? { shippingServiceCodes: row.shippingServiceCodes } : {}),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    tradeOnly: row.tradeOnly,
  };
}

const toBasketPromotion = (row: PromotionRow): BasketPromotion => ({
  promotionCode: row.code,
  name: row.name,
  description: row.description,
  rule: toPromotionRule(row),
});

/** Promotions and the codes held by baskets, in the request's transaction when there is one. */
export function createPromotionsRepository(root: Database) {
  const db = databaseOf(root);
  return {
    /** By code, whatever case it was typed in. */
    async find(code: string): Promise<BasketPromotion | undefined> {
      const [row] = await db().select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
      return row ? toBasketPromotion(row) : undefined;
    },

    /** The promotions of a basket, in the order they were added. */
    async ofBasket(basketId: string): Promise<BasketPromotion[]> {
      const rows = await db()
        .select({ promotion: promotions })
        .from(basketPromotions)
        .innerJoin(promotions, eq(promotions.code, basketPromotions.promotionCode))
        .where(eq(basketPromotions.basketId, basketId))
        .orderBy(asc(basketPromotions.addedAt), asc(basketPromotions.promotionCode));
      return rows.map((row) => toBasketPromotion(row.promotion));
    },

    async add(basketId: string, codes: string[], at: Date): Promise<void> {
      if (!codes.length) return;
      await db()
        .insert(basketPromotions)
        .values(
          codes.map((promotionCode, index) => ({ basketId, promotionCode, addedAt: new Date(at.getTime() + index) })),
        )
        .onConflictDoNothing();
    },

    /** Removes codes from a basket; answers how many were there. */
    async remove(basketId: string, codes: string[]): Promise<number> {
      if (!codes.length) return 0;
      const removed = await db()
        .delete(basketPromotions)
        .where(and(eq(basketPromotions.basketId, basketId), inArray(basketPromotions.promotionCode, codes)))
        .returning({ code: basketPromotions.promotionCode });
      return removed.length;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
