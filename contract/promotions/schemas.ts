import { z } from 'zod';

/**
 * A promotion as data (storefront-core §3 Basket promotions). The basket carries the rule of each
 * of its promotions, so the client re-prices offline with contract/basket/pricing.ts exactly as
 * the server does. Money is in sterling minor units excluding VAT (converted for euro baskets by
 * contract/money/exchange.ts); percentages in basis points (1500 = 15%).
 */
export const promotionKinds = [
  'percentOffCategory',
  'amountOffOverThreshold',
  'freeShipping',
  'percentOffAll',
] as const;
export type PromotionKind = (typeof promotionKinds)[number];

export const promotionRuleSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(promotionKinds),
  /** percentOffCategory, percentOffAll. */
  percentBasisPoints: z.number().int().min(0).max(10_000).optional(),
  /** percentOffCategory: a line qualifies when its category or one of its ancestors is listed. */
  categoryIds: z.array(z.string()).optional(),
  /** amountOffOverThreshold: the amount taken off, spread over the lines. */
  amountOffExcTax: z.number().int().min(0).optional(),
  /** amountOffOverThreshold, freeShipping: the goods (before discounts) must reach it. */
  thresholdExcTax: z.number().int().min(0).optional(),
  /** freeShipping: the shipping services it makes free; every one when absent. */
  shippingServiceCodes: z.array(z.string()).optional(),
  /** ISO date-times; valid from startsAt, until endsAt (exclusive) when there is one. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Only for trade (key-account) users. */
  tradeOnly: z.boolean(),
});
export type PromotionRule = z.infer<typeof promotionRuleSchema>;

/** A promotion in a basket: its code, what the person reads, and the rule to re-price with. */
export const basketPromotionSchema = z.object({
  promotionCode: z.string(),
  name: z.string(),
  description: z.string(),
  rule: promotionRuleSchema,
});
export type BasketPromotion = z.infer<typeof basketPromotionSchema>;
