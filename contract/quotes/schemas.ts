import { z } from 'zod/mini';
import { multilineText, text } from '../http/text';
import { positionSchema, uuidSchema } from '../documents/line-keys';
import { quoteMessages as m } from './messages';

/**
 * The quote (wishlist; trade-features §3, issue 25). The specification leaves its fields to us
 * (README, design decisions): a name, the vehicle it is for, the customer (optional, for a garage
 * quoting its own customer), its lines (`items`) with the unit price when quoted, the currency,
 * the last day it holds and its times. It belongs to the person who made it; another person's
 * answers 404. Made on the device with its own id; lines and header change through the same
 * intents as a work order (intents.ts), and `rev` moves by one with each request that changed it.
 * Money in minor units, excluding VAT unless named; VAT rates in basis points (2000 = 20%).
 */
export const MAX_QUOTE_ITEMS = 200;
/** A quote holds for 14 days unless the person says otherwise. */
export const QUOTE_VALID_DAYS = 14;
/** §9: the quote list's page; the header list's (GET /wishlists) is 1000. */
export const QUOTE_PAGE_SIZE = 10;
export const QUOTE_HEADER_PAGE_SIZE = 1000;

const money = z.int();
export const quoteCurrencies = ['GBP', 'EUR'] as const;

/** Whether `text` names a time that exists (not 30 February), read from `iso`. */
export const isDay = (text: string, iso: string) => {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
};

/** A calendar day, yyyy-MM-dd, that exists. */
export const quoteDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: m.validUntil, abort: true }),
  z.refine((value) => isDay(value, `${value}T00:00:00Z`), m.validUntil),
);

export const quoteVehicleSchema = z.object({
  registration: z._default(
    z.nullable(text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9 -]{0,12}$/, m.registration))),
    null,
  ),
  /** What the vehicle is ('Ford Focus 1.0 EcoBoost 2019'), from the active vehicle when there is one. */
  description: z._default(z.nullable(text().check(z.trim(), z.maxLength(200))), null),
});
export type QuoteVehicle = z.infer<typeof quoteVehicleSchema>;

/** The header a device may set (setFields); also the body of a new quote. */
export const quoteHeaderFields = {
  name: text().check(z.trim(), z.minLength(1, m.name), z.maxLength(100, m.name)),
  vehicle: z.nullable(quoteVehicleSchema),
  customerName: z.nullable(text().check(z.trim(), z.maxLength(100))),
  customerPhone: z.nullable(text().check(z.trim(), z.maxLength(30))),
  /** The last day the quote holds (yyyy-MM-dd); 14 days from when it was made by default. */
  validUntil: quoteDateSchema,
} as const;
export type QuoteHeaderField = keyof typeof quoteHeaderFields;

const note = multilineText().check(z.trim(), z.maxLength(500, m.note));
const itemFields = {
  /** '/products/{sku}'. */
  product: text().check(z.trim(), z.minLength(1, m.product), z.maxLength(200, m.product)),
  quantity: z.number(m.quantity).check(z.int(m.quantity), z.minimum(1, m.quantity), z.maximum(999, m.quantity)),
  note: z._default(z.nullable(note), null),
};
/** A line as a device sets it (addLine, updateLine): keyed by its own id, ordered by a fractional position. */
export const quoteItemInputSchema = z.object({ id: uuidSchema, position: positionSchema, ...itemFields });
export type QuoteItemInput = z.input<typeof quoteItemInputSchema>;

export const quoteItemSchema = z.object({
  id: uuidSchema,
  position: positionSchema,
  ...itemFields,
  rev: z.int().check(z.minimum(1)),
  /** The catalogue's unit price (with any surcharge) when the line was quoted: it stays while the part does. */
  unitPrice: z.object({ excTax: money }),
  taxRate: z.int(),
  productName: z.nullable(z.string()),
  /** Today's unit price, when it is not the quoted one; null when the part is no longer sold. Read, never stored. */
  currentUnitPrice: z.optional(z.nullable(z.object({ excTax: money }))),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteTotalsSchema = z.object({ totalExcTax: money, totalTax: money, totalIncTax: money });

export const quoteSchema = z.object({
  id: uuidSchema,
  rev: z.int().check(z.minimum(1)),
  ...quoteHeaderFields,
  currency: z.enum(quoteCurrencies),
  items: z.array(quoteItemSchema),
  /** At the quoted prices. */
  totals: quoteTotalsSchema,
  /** Whether a read-only link to it works now (GET /wishlists/{id}/share). */
  shared: z.boolean(),
  /**
   * Whether its prices are held to the end of `validUntil` (issue 43): false when the business has
   * turned holds off for the account, and then the quote promises none. Absent: not yet known.
   */
  pricesHeld: z.optional(z.boolean()),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A row of the lists (GET /wishlists, get-by-user): the header and its total, not the lines. */
export const quoteSummarySchema = z.extend(
  z.pick(quoteSchema, {
    id: true,
    rev: true,
    name: true,
    vehicle: true,
    customerName: true,
    currency: true,
    validUntil: true,
    createdAt: true,
    modifiedAt: true,
  }),
  { numberOfItems: z.int(), totalIncTax: money },
);
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** What the recipient of a share link sees: the quote without its owner's own notes on the customer. */
export const sharedQuoteSchema = z.extend(
  z.pick(quoteSchema, {
    name: true,
    vehicle: true,
    customerName: true,
    currency: true,
    validUntil: true,
    totals: true,
    createdAt: true,
  }),
  {
    items: z.array(
      z.extend(
        z.pick(quoteItemSchema, {
          product: true,
          productName: true,
          quantity: true,
          unitPrice: true,
          taxRate: true,
          note: true,
        }),
        { lineTotal: z.object({ excTax: money }) },
      ),
    ),
    /** Who made the quote: the branch of their trade account, or their name. */
    issuedBy: z.string(),
    /** Whether its prices are held to the end of `validUntil`; when not, the page promises no hold. */
    pricesHeld: z.boolean(),
  },
);
export type SharedQuote = z.infer<typeof sharedQuoteSchema>;

export const quoteShareSchema = z.object({
  url: z.string(),
  token: z.string(),
  /** When the link stops working: the end of the quote's last day (UTC). */
  expiresAt: z.string(),
});
export type QuoteShare = z.infer<typeof quoteShareSchema>;

/** A line of POST /wishlists and PUT: its id and position are the server's to give when left out. */
const newItemSchema = z.extend(quoteItemInputSchema, {
  id: z.optional(uuidSchema),
  position: z.optional(positionSchema),
});
const items = z._default(
  z.array(newItemSchema).check(z.maxLength(MAX_QUOTE_ITEMS, m.tooManyItems(MAX_QUOTE_ITEMS))),
  [],
);

/** POST /wishlists: a whole quote, under the device's id (or one the server makes). */
export const createQuoteSchema = z.object({
  id: z.optional(uuidSchema),
  name: quoteHeaderFields.name,
  vehicle: z._default(quoteHeaderFields.vehicle, null),
  customerName: z._default(quoteHeaderFields.customerName, null),
  customerPhone: z._default(quoteHeaderFields.customerPhone, null),
  validUntil: z.optional(quoteDateSchema),
  items,
});
export type CreateQuote = z.output<typeof createQuoteSchema>;

/** PUT /wishlists/{id}: the whole quote, based on `rev`; another answers 409 with the current copy. */
export const replaceQuoteSchema = z.extend(z.omit(createQuoteSchema, { id: true }), {
  rev: z.int().check(z.minimum(1)),
});
export type ReplaceQuote = z.output<typeof replaceQuoteSchema>;

/** PUT /wishlist-items/{id}: the line's quantity or note, based on the line's `rev` when given. */
export const updateQuoteItemSchema = z.object({
  quantity: z.optional(itemFields.quantity),
  note: z.optional(z.nullable(note)),
  rev: z.optional(z.int().check(z.minimum(1))),
});

/** POST /wishlists/create-with-basket: a quote of the basket's lines, priced now. */
export const quoteFromBasketSchema = z.object({
  basketId: uuidSchema,
  name: quoteHeaderFields.name,
  id: z.optional(uuidSchema),
  vehicle: z.optional(quoteHeaderFields.vehicle),
});

/** POST /wishlists/create-basket: the basket's id may be the device's, so a retry finds the same basket. */
export const basketFromQuoteSchema = z.object({ wishlistId: uuidSchema, basketId: z.optional(uuidSchema) });

/** A line whose price moved since it was quoted: unit prices and the line's difference, excluding VAT. */
export const priceChangeSchema = z.object({
  itemId: z.string(),
  product: z.string(),
  productName: z.nullable(z.string()),
  quantity: z.int(),
  quoted: z.object({ excTax: money }),
  now: z.object({ excTax: money }),
  difference: z.object({ excTax: money, incTax: money }),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** Why a quoted line did not go into the basket: the basket's own reasons (basket/messages.ts). */
export const leftOutReasons = ['withdrawn', 'notSoldOnline', 'priceOnRequest', 'outOfStock'] as const;

/** A quoted line left out of the basket, and why in the person's words. */
export const leftOutLineSchema = z.object({
  itemId: z.string(),
  product: z.string(),
  productName: z.nullable(z.string()),
  quantity: z.int(),
  reason: z.enum(leftOutReasons),
  message: z.string(),
});
export type LeftOutLine = z.infer<typeof leftOutLineSchema>;

export const basketFromQuoteAnswerSchema = z.object({
  basketId: z.string(),
  /**
   * The lines whose price in the basket is not the quoted one; empty when none is (inside the
   * quote's hold every line keeps its quoted price).
   */
  priceChanges: z.array(priceChangeSchema),
  /** What the moves add up to across the basket (negative: cheaper now). */
  difference: z.object({ excTax: money, incTax: money }),
  /** Until when the basket's lines keep the quoted prices (ISO 8601); null: priced today. */
  pricesHeldUntil: z._default(z.nullable(z.string()), null),
  /** Why the basket is at today's prices when it is (the quote ran out, or holds are off). */
  notice: z._default(z.nullable(z.string()), null),
  /** The quote's lines that could not go into the basket, each with its reason. */
  leftOut: z._default(z.array(leftOutLineSchema), []),
});
export type BasketFromQuote = z.infer<typeof basketFromQuoteAnswerSchema>;
