import { z } from 'zod/mini';

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
  percentBasisPoints: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
  /** percentOffCategory: a line qualifies when its category or one of its ancestors is listed. */
  categoryIds: z.optional(z.array(z.string())),
  /** amountOffOverThreshold: the amount taken off, spread over the lines. */
  amountOffExcTax: z.optional(z.int().check(z.minimum(0))),
  /** amountOffOverThreshold, freeShipping: the goods (before discounts) must reach it. */
  thresholdExcTax: z.optional(z.int().check(z.minimum(0))),
  /** freeShipping: the shipping services it makes free; every one when absent. */
  shippingServiceCodes: z.optional(z.array(z.string())),
  /** ISO date-times; valid from startsAt, until endsAt (exclusive) when there is one. */
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
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
