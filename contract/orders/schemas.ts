import { z } from 'zod/mini';
import { basketCurrencies, basketLineSchema, totalsSchema } from '../basket/schemas';
import { text } from '../http/text';
import { basketShippingSchema } from '../shipping/schemas';
import { babbageAccountSchema } from '../users/schemas';
import { trackingEventKinds } from '../tracking/schemas';
import { orderMessages } from './messages';
import { orderProgressWords } from './order-progress';

/**
 * An order (storefront-core §3 "Order (summary)"): made by confirming a basket, with its lines
 * and totals frozen at that moment. 'awaiting-payment' until paid on account, then 'placed'.
 * `reference` is what the person quotes to a branch ('WB-482913'). An order of a work order's parts
 * (issue 24) has no basket: it is placed on account at once, under the work order. 'cancelled'
 * (issue 26): by the person, before it leaves the branch; its stock goes back.
 */
export const orderStatuses = ['awaiting-payment', 'placed', 'cancelled'] as const;

export const orderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(orderStatuses),
  /** Where it is, in the person's words (order-progress.ts): from its tracking and its returns. */
  progress: z.enum(orderProgressWords),
  /** The trade account it was placed for, whichever is active now; null for a retail order. */
  babbageAccount: z.nullable(babbageAccountSchema),
  basketId: z.nullable(z.string()),
  workOrderId: z.nullable(z.string()),
  /** The customer's own reference (their order number, a job); a work order's parts carry its number. */
  customerReference: z.nullable(z.string()),
  /** The vehicle it is for (a normalised registration), when the customer said. */
  vrm: z.nullable(z.string()),
  currency: z.enum(basketCurrencies),
  lines: z.array(basketLineSchema),
  shipping: z.nullable(basketShippingSchema),
  promotions: z.array(z.object({ promotionCode: z.string() })),
  itemsExcTax: z.int(),
  discountExcTax: z.int(),
  totalExcTaxAfterDiscount: z.int(),
  totalTaxAfterDiscount: z.int(),
  shippingTotalAfterDiscountExcTax: z.int(),
  totalIncTax: z.int(),
  totals: totalsSchema,
  /** What changed at confirm that the person should know (a promotion that ended and was dropped). */
  notices: z.array(z.string()),
  createdAt: z.string(),
  placedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  /**
   * Its invoice's number once issued, whichever trade account is active (issue 43); its PDF is
   * GET /orders/{id}/invoice-pdf. Null until the order is placed and invoiced.
   */
  invoiceNumber: z.nullable(z.string()),
  /**
   * What has happened to it so far by its tracking (issue 43), oldest first, as of the answer:
   * whether it may still be cancelled is read from these (cancel-rule.ts). Empty until placed.
   */
  trackingEvents: z.array(z.object({ kind: z.enum(trackingEventKinds), at: z.string() })),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * An order as the order lists answer it (GET /users-orders, /users-babbage-account-orders): what a
 * row shows and the order's totals, without its lines, delivery and notices, which only the
 * order's own page needs (GET /orders/{id}). Reading and sending 25 orders' lines made each list
 * cost several times what it shows (docs/performance.md, "Orders through HTTP").
 */
export const orderListItemSchema = z.pick(orderSchema, {
  id: true,
  reference: true,
  status: true,
  progress: true,
  babbageAccount: true,
  basketId: true,
  workOrderId: true,
  customerReference: true,
  vrm: true,
  currency: true,
  promotions: true,
  itemsExcTax: true,
  discountExcTax: true,
  totalExcTaxAfterDiscount: true,
  totalTaxAfterDiscount: true,
  shippingTotalAfterDiscountExcTax: true,
  totalIncTax: true,
  createdAt: true,
  placedAt: true,
  cancelledAt: true,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'This value should be a UUID.'));

/** POST /payment-transactions (storefront-core §7): body order, currency, provider 'payOnAccount'. */
export const paymentTransactionInputSchema = z.object({
  id: z.optional(uuid),
  /** '/orders/{id}' or the order's id. */
  order: text().check(z.trim(), z.minLength(1, orderMessages.chooseOrder), z.maxLength(200)),
  currency: z.enum(basketCurrencies, 'Payments can be made in GBP or EUR only.'),
  provider: z.literal('payOnAccount', orderMessages.payOnAccountOnly),
});
export type PaymentTransactionInput = z.input<typeof paymentTransactionInputSchema>;

export const paymentTransactionSchema = z.object({
  id: z.string(),
  /** '/orders/{id}'. */
  order: z.string(),
  amount: z.int(),
  currency: z.enum(basketCurrencies),
  provider: z.literal('payOnAccount'),
  /** 'reversed' once its order was cancelled: the amount is taken off the account again. */
  status: z.enum(['completed', 'reversed']),
  createdAt: z.string(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;
