import { z } from 'zod/mini';

/**
 * A shipping service (storefront-core §7 "GET shipping-services"): how an order reaches the person.
 * Money in sterling minor units excluding VAT (euro baskets convert with contract/money/exchange.ts),
 * the VAT rate in basis points. The booking rules (lead time, cut-off, Sundays) travel with the
 * service, so the client checks a date offline with the same rule as the server
 * (contract/shipping/shipping-date.ts).
 */
export const shippingKinds = ['collect', 'delivery', 'van'] as const;

export const shippingServiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  priceExcTax: z.int().check(z.minimum(0)),
  taxRate: z.int().check(z.minimum(0)),
  /** Free when the goods after discounts reach this amount; null when it is never free that way. */
  freeOverExcTax: z.nullable(z.int().check(z.minimum(0))),
  tradeOnly: z.boolean(),
  kind: z.enum(shippingKinds),
  status: z.enum(['active', 'inactive']),
  /** Days from today (UK time) to the earliest date: 0 the same day, 1 the next. */
  leadDays: z.int().check(z.minimum(0)),
  /** A same-day booking must be made before this UK time ('14:00'); null when there is none. */
  cutOffTime: z.nullable(z.string()),
  /** Whether the service runs on Sundays. */
  sundays: z.boolean(),
});
export type ShippingService = z.infer<typeof shippingServiceSchema>;

/** The shipping chosen for a basket: the service's code and the day (YYYY-MM-DD, UK). */
export const basketShippingSchema = z.object({ service: z.string(), date: z.string() });
export type BasketShipping = z.infer<typeof basketShippingSchema>;
