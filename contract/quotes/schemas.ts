import { z } from 'zod';
import { multilineText, text } from '../http/text';
import { positionSchema, uuidSchema } from '../work-orders/lines';
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

const money = z.number().int();
export const quoteCurrencies = ['GBP', 'EUR'] as const;

/** Whether `text` names a time that exists (not 30 February), read from `iso`. */
export const isDay = (text: string, iso: string) => {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
};

/** A calendar day, yyyy-MM-dd, that exists. */
export const quoteDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: m.validUntil, abort: true })
  .refine((value) => isDay(value, `${value}T00:00:00Z`), m.validUntil);

export const quoteVehicleSchema = z.object({
  registration: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{0,12}$/, m.registration)
    .nullable()
    .default(null),
  /** What the vehicle is ('Ford Focus 1.0 EcoBoost 2019'), from the active vehicle when there is one. */
  description: text().trim().max(200).nullable().default(null),
});
export type QuoteVehicle = z.infer<typeof quoteVehicleSchema>;

/** The header a device may set (setFields); also the body of a new quote. */
export const quoteHeaderFields = {
  name: text().trim().min(1, m.name).max(100, m.name),
  vehicle: quoteVehicleSchema.nullable(),
  customerName: text().trim().max(100).nullable(),
  customerPhone: text().trim().max(30).nullable(),
  /** The last day the quote holds (yyyy-MM-dd); 14 days from when it was made by default. */
  validUntil: quoteDateSchema,
} as const;
export type QuoteHeaderField = keyof typeof quoteHeaderFields;

const note = multilineText().trim().max(500, m.note);
const itemFields = {
  /** '/products/{sku}'. */
  product: text().trim().min(1, m.product).max(200, m.product),
  quantity: z.number(m.quantity).int(m.quantity).min(1, m.quantity).max(999, m.quantity),
  note: note.nullable().default(null),
};
/** A line as a device sets it (addLine, updateLine): keyed by its own id, ordered by a fractional position. */
export const quoteItemInputSchema = z.object({ id: uuidSchema, position: positionSchema, ...itemFields });
export type QuoteItemInput = z.input<typeof quoteItemInputSchema>;

export const quoteItemSchema = z.object({
  id: uuidSchema,
  position: positionSchema,
  ...itemFields,
  rev: z.number().int().min(1),
  /** The catalogue's unit price (with any surcharge) when the line was quoted: it stays while the part does. */
  unitPrice: z.object({ excTax: money }),
  taxRate: z.number().int(),
  productName: z.string().nullable(),
  /** Today's unit price, when it is not the quoted one; null when the part is no longer sold. Read, never stored. */
  currentUnitPrice: z.object({ excTax: money }).nullable().optional(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteTotalsSchema = z.object({ totalExcTax: money, totalTax: money, totalIncTax: money });

export const quoteSchema = z.object({
  id: uuidSchema,
  rev: z.number().int().min(1),
  ...quoteHeaderFields,
  currency: z.enum(quoteCurrencies),
  items: z.array(quoteItemSchema),
  /** At the quoted prices. */
  totals: quoteTotalsSchema,
  /** Whether a read-only link to it works now (GET /wishlists/{id}/share). */
  shared: z.boolean(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A row of the lists (GET /wishlists, get-by-user): the header and its total, not the lines. */
export const quoteSummarySchema = quoteSchema
  .pick({
    id: true,
    rev: true,
    name: true,
    vehicle: true,
    customerName: true,
    currency: true,
    validUntil: true,
    createdAt: true,
    modifiedAt: true,
  })
  .extend({ numberOfItems: z.number().int(), totalIncTax: money });
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** What the recipient of a share link sees: the quote without its owner's own notes on the customer. */
export const sharedQuoteSchema = quoteSchema
  .pick({
    name: true,
    vehicle: true,
    customerName: true,
    currency: true,
    validUntil: true,
    totals: true,
    createdAt: true,
  })
  .extend({
    items: z.array(
      quoteItemSchema
        .pick({ product: true, productName: true, quantity: true, unitPrice: true, taxRate: true, note: true })
        .extend({ lineTotal: z.object({ excTax: money }) }),
    ),
    /** Who made the quote: the branch of their trade account, or their name. */
    issuedBy: z.string(),
  });
export type SharedQuote = z.infer<typeof sharedQuoteSchema>;

export const quoteShareSchema = z.object({
  url: z.string(),
  token: z.string(),
  /** When the link stops working: the end of the quote's last day (UTC). */
  expiresAt: z.string(),
});
export type QuoteShare = z.infer<typeof quoteShareSchema>;

/** A line of POST /wishlists and PUT: its id and position are the server's to give when left out. */
const newItemSchema = quoteItemInputSchema.extend({ id: uuidSchema.optional(), position: positionSchema.optional() });
const items = z.array(newItemSchema).max(MAX_QUOTE_ITEMS, m.tooManyItems(MAX_QUOTE_ITEMS)).default([]);

/** POST /wishlists: a whole quote, under the device's id (or one the server makes). */
export const createQuoteSchema = z.object({
  id: uuidSchema.optional(),
  name: quoteHeaderFields.name,
  vehicle: quoteHeaderFields.vehicle.default(null),
  customerName: quoteHeaderFields.customerName.default(null),
  customerPhone: quoteHeaderFields.customerPhone.default(null),
  validUntil: quoteDateSchema.optional(),
  items,
});
export type CreateQuote = z.output<typeof createQuoteSchema>;

/** PUT /wishlists/{id}: the whole quote, based on `rev`; another answers 409 with the current copy. */
export const replaceQuoteSchema = createQuoteSchema.omit({ id: true }).extend({ rev: z.number().int().min(1) });
export type ReplaceQuote = z.output<typeof replaceQuoteSchema>;

/** PUT /wishlist-items/{id}: the line's quantity or note, based on the line's `rev` when given. */
export const updateQuoteItemSchema = z.object({
  quantity: itemFields.quantity.optional(),
  note: note.nullable().optional(),
  rev: z.number().int().min(1).optional(),
});

/** POST /wishlists/create-with-basket: a quote of the basket's lines, priced now. */
export const quoteFromBasketSchema = z.object({
  basketId: uuidSchema,
  name: quoteHeaderFields.name,
  id: uuidSchema.optional(),
  vehicle: quoteHeaderFields.vehicle.optional(),
});

/** POST /wishlists/create-basket: the basket's id may be the device's, so a retry finds the same basket. */
export const basketFromQuoteSchema = z.object({ wishlistId: uuidSchema, basketId: uuidSchema.optional() });

/** A line whose price moved since it was quoted: unit prices and the line's difference, excluding VAT. */
export const priceChangeSchema = z.object({
  itemId: z.string(),
  product: z.string(),
  productName: z.string().nullable(),
  quantity: z.number().int(),
  quoted: z.object({ excTax: money }),
  now: z.object({ excTax: money }),
  difference: z.object({ excTax: money, incTax: money }),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const basketFromQuoteAnswerSchema = z.object({
  basketId: z.string(),
  /** The lines whose price moved since the quote; empty when none did. */
  priceChanges: z.array(priceChangeSchema),
  /** What the moves add up to across the basket (negative: cheaper now). */
  difference: z.object({ excTax: money, incTax: money }),
});
export type BasketFromQuote = z.infer<typeof basketFromQuoteAnswerSchema>;
