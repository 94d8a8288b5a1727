import { z } from 'zod/mini';
import { basketCurrencies } from '../basket/schemas';
import { multilineText, text } from '../http/text';
import { returnMessages, notReturnableMessages } from './messages';
import { returnReasonCodes } from './reasons';

/**
 * Digital returns (issue 26, design/api-routes.md "Returns and documents"). A return moves
 * requested → approved or declined → collected → credited, or is cancelled; credit is a credit
 * note in its own series referring to the order's invoice. Money in minor units of the order's
 * currency, VAT rates in basis points.
 */
export const returnStates = ['requested', 'approved', 'declined', 'collected', 'credited', 'cancelled'] as const;
export type ReturnState = (typeof returnStates)[number];

/** What a part is for returns: the settings name the categories of each kind. */
export const returnPartKinds = ['part', 'special-order', 'electrical-unit', 'exchange-unit'] as const;
export type ReturnPartKind = (typeof returnPartKinds)[number];

export const notReturnableCodes = Object.keys(notReturnableMessages) as (keyof typeof notReturnableMessages)[];
export type NotReturnableCode = keyof typeof notReturnableMessages;

export const MAX_RETURN_LINES = 100;
export const MAX_RETURN_QUANTITY = 999;
export const MAX_NOTE_LENGTH = 500;

const money = z.int();

/** GET /orders/{id}/digital-return-products: a line of the order and how much of it can come back. */
export const returnProductSchema = z.object({
  /** The order line's id: `orderLine` of a return's line. */
  id: z.string(),
  sku: z.string(),
  description: z.string(),
  quantity: z.int(),
  deliveredQuantity: z.int(),
  returnedQuantity: z.int(),
  pendingQuantity: z.int(),
  /** delivered − returned − pending, never below 0. */
  returnableQuantity: z.int(),
  unitPrice: money,
  vatRate: z.int(),
  currency: z.enum(basketCurrencies),
  kind: z.enum(returnPartKinds),
  /** An exchange unit's surcharge per unit (in its unit price): credited when the unit comes back. */
  exchangeSurcharge: money,
  /** Why nothing of it can be returned, or null. */
  notReturnable: z.nullable(z.object({ code: z.enum(notReturnableCodes), message: z.string() })),
  /** The last day (yyyy-MM-dd, UK) a return is accepted; null before delivery. */
  returnBy: z.nullable(z.string()),
});
export type ReturnProduct = z.infer<typeof returnProductSchema>;

export const returnReasonSchema = z.object({
  code: z.enum(returnReasonCodes),
  label: z.string(),
  needsNote: z.boolean(),
});

const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'This value should be a UUID.'));

export const returnLineInputSchema = z
  .object({
    orderLine: text().check(
      z.trim(),
      z.minLength(1, returnMessages.orderLine),
      z.maxLength(200, returnMessages.orderLine),
    ),
    quantity: z
      .number(returnMessages.quantity)
      .check(
        z.int(returnMessages.quantity),
        z.minimum(1, returnMessages.quantity),
        z.maximum(MAX_RETURN_QUANTITY, returnMessages.quantity),
      ),
    reason: z.enum(returnReasonCodes, returnMessages.reason),
    note: z.optional(
      multilineText().check(z.trim(), z.maxLength(MAX_NOTE_LENGTH, returnMessages.noteLength(MAX_NOTE_LENGTH))),
    ),
  })
  .check(
    z.superRefine((line, context) => {
      if (line.reason === 'other' && !line.note)
        context.addIssue({ code: 'custom', path: ['note'], message: returnMessages.note });
    }),
  );

/** POST /digital-returns: the order, and per line how many and why. `id` (UUID v7) is made on the client. */
export const createReturnSchema = z.object({
  id: z.optional(uuid),
  /** The order's id, or '/orders/{id}'. */
  order: text().check(
    z.trim(),
    z.minLength(1, returnMessages.chooseOrder),
    z.maxLength(200, returnMessages.chooseOrder),
  ),
  lines: z
    .array(returnLineInputSchema, returnMessages.chooseLines)
    .check(
      z.minLength(1, returnMessages.chooseLines),
      z.maxLength(MAX_RETURN_LINES, returnMessages.tooManyLines(MAX_RETURN_LINES)),
    ),
});
export type CreateReturn = z.input<typeof createReturnSchema>;

export const returnLineSchema = z.object({
  orderLine: z.string(),
  sku: z.string(),
  description: z.string(),
  quantity: z.int(),
  reason: z.enum(returnReasonCodes),
  reasonLabel: z.string(),
  note: z.nullable(z.string()),
  unitPrice: money,
  vatRate: z.int(),
});

export const returnEventSchema = z.object({
  state: z.enum(returnStates),
  at: z.string(),
  note: z.nullable(z.string()),
});

/** The credit note that credited the return. */
export const returnCreditNoteSchema = z.object({
  invoiceNumber: z.string(),
  creditedInvoiceNumber: z.string(),
  date: z.string(),
  reason: z.string(),
  currency: z.enum(basketCurrencies),
  vatByRate: z.array(z.object({ rate: z.int(), netAmount: money, vatAmount: money })),
  totalExcTax: money,
  totalTax: money,
  totalIncTax: money,
});

export const digitalReturnSchema = z.object({
  id: z.string(),
  /** What the person quotes to the branch ('RT-204518'). */
  reference: z.string(),
  order: z.string(),
  orderReference: z.string(),
  state: z.enum(returnStates),
  currency: z.enum(basketCurrencies),
  lines: z.array(returnLineSchema),
  /** Every state it has been in, oldest first. */
  history: z.array(returnEventSchema),
  /** When the van is due to collect it (approved); null otherwise. */
  collectAt: z.nullable(z.string()),
  creditNote: z.nullable(returnCreditNoteSchema),
  createdAt: z.string(),
});
export type DigitalReturn = z.infer<typeof digitalReturnSchema>;
