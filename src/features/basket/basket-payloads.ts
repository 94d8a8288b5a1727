import { z } from 'zod/mini';
import {
  basketCurrencies,
  confirmBasketSchema,
  lineInputSchema,
  shippingChoiceSchema,
} from '../../../contract/basket/schemas';

/**
 * What each basket change keeps in the outbox: the engine parses an entry's payload with its
 * operation's schema before the operation reads it (sync/operations.ts). Where the payload is part
 * of a contract body, the contract's schema says its shape. Values a person chose are left to the
 * server to judge (a quantity, a promotion code): its refusal shows beside the line or the code
 * (§8), where a local one would say only that the change cannot be read.
 */

/** A line as a change sends it: always with the id made on the device (lines are keyed by it). */
export const linePayloadSchema = z.extend(lineInputSchema, {
  id: z.string().check(z.minLength(1)),
  quantity: z.int(),
});
export type LinePayload = z.infer<typeof linePayloadSchema>;

/** basket.create: the basket's currency and the lines it starts with (copied from another basket). */
export const createPayloadSchema = z.object({
  currency: z.enum(basketCurrencies),
  lines: z._default(z.array(linePayloadSchema), []),
});

/** basket.lines: the lines to set, each by id, to an absolute quantity (0 removes it). */
export const linesPayloadSchema = z.object({ lines: z.array(linePayloadSchema) });
export type LinesPayload = z.infer<typeof linesPayloadSchema>;

/** basket.promotions: one code, as typed (upper case). */
export const promotionPayloadSchema = z.object({ code: z.string().check(z.minLength(1)) });

/** basket.shipping: the service and date chosen, or none. */
export const shippingPayloadSchema = z.object({ shipping: z.nullable(shippingChoiceSchema) });

/**
 * basket.confirm: the order's id made on the device and the total the person saw; the person's own
 * reference and the vehicle's registration when there are any (issue 26). Those two are optional,
 * so entries queued before them still parse.
 */
export const confirmPayloadSchema = z.extend(
  z.required(z.pick(confirmBasketSchema, { orderId: true, expectedTotalIncTax: true })),
  { customerReference: z.optional(z.string()), vrm: z.optional(z.string()) },
);

/** order.pay: the payment's id made on the device, for the order the confirm before it names. */
export const payPayloadSchema = z.object({
  paymentId: z.string().check(z.minLength(1)),
  orderId: z.string().check(z.minLength(1)),
  currency: z.enum(basketCurrencies),
});

/** basket.convert: nothing beyond the basket's id and version. */
export const convertPayloadSchema = z.object({});
