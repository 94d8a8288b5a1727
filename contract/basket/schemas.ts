import { z } from 'zod/mini';
import { violationSchema } from '../errors';
import { text } from '../http/text';
import { basketPromotionSchema } from '../promotions/schemas';
import { basketShippingSchema } from '../shipping/schemas';
import { registrationInput } from '../vehicles/schemas';
import { basketMessages } from './messages';
import { priceHoldSchema } from './price-hold';

/**
 * The basket (storefront-core §3 Basket, §7 basket calls). Ids are made on the client (UUID v7)
 * and accepted as primary keys. Money in minor units of the basket's currency; VAT rates in basis
 * points. Every write may send the `version` it was based on: another one answers 409 with the
 * current basket.
 */
export const MAX_BASKET_LINES = 200;
export const MAX_QUANTITY = 999;
export const basketCurrencies = ['GBP', 'EUR'] as const;

const uuid = () =>
  z
    .string()
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, basketMessages.invalidId));
const version = z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647)));
const currency = z.enum(basketCurrencies, basketMessages.currency);

/** Extras a line keeps for the screen (the vehicle it was chosen for); small, flat, text-safe. */
export const vehicleOptionsSchema = z
  .record(text().check(z.maxLength(100)), z.union([text().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]))
  .check(z.refine((options) => Object.keys(options).length <= 30, 'At most 30 vehicle options may be given.'));

/**
 * A line as the client sends it. Lines are upserted by their client-made id, never replaced
 * wholesale, so two devices adding different lines do not undo each other. Quantity 0 removes
 * the line. `product` is '/products/{sku}' (the product's id or bare sku are read too);
 * `productVariant` names a sku when there is no product.
 *
 * The specification's own shape has no `id` (core §7: product or productVariant, quantity,
 * extras): such a line is that product's line in the basket, the first one holding it, or a new
 * one whose id the server derives from the basket and the product, so sending it twice still
 * makes one line. Its quantity is the line's quantity, as with an id, not an amount added: a
 * request replayed (a retry after a lost answer, with or without an Idempotency-Key) then
 * leaves the basket as one request would.
 */
export const lineInputSchema = z.object({
  id: z.optional(uuid()),
  product: z.optional(text().check(z.trim(), z.maxLength(200))),
  productVariant: z.optional(text().check(z.trim(), z.maxLength(200))),
  quantity: z._default(
    z
      .number(basketMessages.quantityRange)
      .check(
        z.int(basketMessages.quantityRange),
        z.minimum(0, basketMessages.quantityRange),
        z.maximum(MAX_QUANTITY, basketMessages.quantityRange),
      ),
    1,
  ),
  /** Read (core §7 lists it as an extra) and not kept: a line's name is the catalogue's (issue 43). */
  productName: z.optional(text().check(z.trim(), z.maxLength(300))),
  vehicleOptions: z.optional(vehicleOptionsSchema),
});
/** A line as this app's client sends it: always with its own id, made when the line is (offline). */
export type LineInput = z.input<typeof lineInputSchema> & { id: string };

const lines = z
  .array(lineInputSchema)
  .check(z.maxLength(MAX_BASKET_LINES, basketMessages.tooManyLines(MAX_BASKET_LINES)));

export const createBasketSchema = z.object({
  id: z.optional(uuid()),
  lines: z._default(lines, []),
  currency: z._default(currency, 'GBP'),
});
export type CreateBasket = z.input<typeof createBasketSchema>;

export const shippingChoiceSchema = z.object({
  service: text().check(z.trim(), z.minLength(1, 'Please choose a delivery option.'), z.maxLength(50)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD.')),
});

/** PUT /baskets/{id}: lines to upsert, and/or the shipping choice (null clears it). */
export const updateBasketSchema = z.object({
  version,
  lines: z.optional(lines),
  shipping: z.optional(z.nullable(shippingChoiceSchema)),
});
export type UpdateBasket = z.input<typeof updateBasketSchema>;

export const promotionCodesSchema = z.object({
  version,
  promoCodes: z
    .array(text().check(z.trim(), z.minLength(1, 'Please enter a promotion code.'), z.maxLength(50)))
    .check(
      z.minLength(1, 'Please enter a promotion code.'),
      z.maxLength(10, 'At most 10 promotion codes may be given.'),
    ),
});
export type PromotionCodes = z.input<typeof promotionCodesSchema>;

export const basketVersionSchema = z.object({ version });

/** PUT /baskets/{id}/confirm: all optional (the specification sends an empty body). */
export const confirmBasketSchema = z.object({
  version,
  /** The order's id, made on the client, so a replayed confirm names the same order. */
  orderId: z.optional(uuid()),
  /** The total the person saw; another re-priced total answers 409 with the re-priced basket. */
  expectedTotalIncTax: z.optional(z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
  /** The customer's own reference for the order (issue 26: found again by it). */
  customerReference: z.optional(text().check(z.trim(), z.maxLength(35, basketMessages.customerReference))),
  /** The vehicle the parts are for, as typed; kept normalised on the order. */
  vrm: z.optional(registrationInput),
});
export type ConfirmBasket = z.input<typeof confirmBasketSchema>;

const money = z.int();
const amounts = z.object({ excTax: money, incTax: money });
const promotionRef = z.object({ promotionCode: z.string() });

/** Per line: before discount, the discount, and after it (VAT on the discounted amount). */
export const lineTotalsSchema = z.object({
  id: z.string(),
  linePriceTotal: amounts,
  discount: z.object({ excTax: money }),
  linePriceTotalAfterDiscount: amounts,
  promotions: z.array(promotionRef),
});

/** GET /baskets/{id}/totals, and contract/basket/pricing.ts's answer. */
export const totalsSchema = z.object({
  currency: z.enum(basketCurrencies),
  /** The goods before discounts. */
  itemsExcTax: money,
  /** Discounts on the goods. */
  discountExcTax: money,
  /** Shipping after its discount. */
  shippingExcTax: money,
  shippingDiscountExcTax: money,
  /** Goods after discounts plus shipping. */
  totalExcTax: money,
  totalTax: money,
  totalIncTax: money,
  lines: z.array(lineTotalsSchema),
  /** The promotions that count now, with what each took off (shipping included). */
  promotions: z.array(z.object({ promotionCode: z.string(), discountExcTax: money })),
});
export type Totals = z.infer<typeof totalsSchema>;

export const basketLineSchema = z.object({
  id: z.string(),
  /** '/products/{sku}'. */
  product: z.string(),
  productVariant: z.nullable(z.string()),
  quantity: z.int(),
  productName: z.string(),
  vehicleOptions: z.nullable(z.record(z.string(), z.unknown())),
  item: z.object({ sku: z.string(), name: z.string(), brand: z.object({ name: z.string() }) }),
  brandName: z.string(),
  /** The category's name. */
  componentName: z.string(),
  /** The category and its ancestors: what category promotions match. */
  categoryIds: z.array(z.string()),
  /** In the basket's currency, excluding VAT: the price list of that currency (contract/basket/unit-price.ts). */
  unitPrice: z.object({ excTax: money }),
  /** VAT in basis points, of the basket's country (23% for a euro basket). */
  taxRate: z.int(),
  /** Set while `unitPrice` is a quote's held price (price-hold.ts); absent for a catalogue price. */
  priceHold: z.optional(priceHoldSchema),
  linePriceTotal: amounts,
  discount: z.object({ excTax: money }),
  promotions: z.array(promotionRef),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export const basketSchema = z.object({
  id: z.string(),
  currency: z.enum(basketCurrencies),
  version: z.int(),
  status: z.enum(['open', 'confirmed']),
  lines: z.array(basketLineSchema),
  promotions: z.array(basketPromotionSchema),
  shipping: z.nullable(basketShippingSchema),
  totals: totalsSchema,
  /** The order made from it once confirmed. */
  orderId: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type Basket = z.infer<typeof basketSchema>;

/** PUT /baskets/{id}: the basket, and the lines it refused (propertyPath `lines[<index>].<field>`). */
export const basketUpdateSchema = z.extend(basketSchema, { violations: z.array(violationSchema) });
export type BasketUpdate = z.infer<typeof basketUpdateSchema>;
