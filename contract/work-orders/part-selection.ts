import { z } from 'zod/mini';
import { categorySchema, categoryTreeNodeSchema, productSummarySchema } from '../catalogue/schemas';
import { priceListCurrencySchema } from '../money/price-list';
import { text } from '../http/text';
import {
  itemInputSchema,
  itemSchema,
  jobInputSchema,
  jobSchema,
  MAX_LINES,
  quickKitInputSchema,
  scheduleInputSchema,
} from './lines';
import { workOrderMessages } from './messages';
import { headerFields, workOrderPricesSchema } from './schemas';

/**
 * Choosing parts for a work order and pricing it (trade-features §2 "/work-orders/add-parts/
 * part-selection/{...slug}", §3 repair-data jobs, §4 uplift, §7 work orders). Everything here is
 * for the work order's vehicle, named by its TecDoc id in `vehicleOptions`, and priced in the trade
 * account's price list with stock at the account's branch. Money in minor units of `currency`,
 * excluding VAT; VAT rates in basis points, at the rate a work-order line would carry
 * (pricing/vat.ts: in Ireland a fitted part is 13.5%, a battery or tyre 23%).
 *
 * Uplift is the garage's margin on labour only (pricing/labour.ts), so a part's price "without
 * uplift" is its catalogue price in the account's list: the no-uplift calls answer exactly that.
 */
export const partSelectionMessages = {
  noVehicle: 'Please look the vehicle up first: parts are chosen to fit it.',
  unknownVehicle: 'We could not find that vehicle in our catalogue.',
  genArt: 'Please give the generic article as a whole number, such as 402 for brake pads.',
  taskNotFound: 'That job is not in the repair times of this vehicle.',
  taskId: 'Please choose the repair-time job.',
  group: 'Please choose a group from the list.',
  tooManySkus: (max: number) => `Please ask for at most ${max} parts at once.`,
  noPrice: 'We could not price this work order. Please check its times and prices.',
} as const;
const m = partSelectionMessages;

/** The most skus one price call takes: a work order's parts, never the catalogue. */
export const MAX_PRICE_SKUS = 100;
/** Products per page of a generic article's parts; a vehicle may have a thousand filters that fit. */
export const PART_SELECTION_PAGE_SIZE = 50;
export const MAX_PART_SELECTION_PAGE_SIZE = 100;

const money = z.int();
const tecdocId = z
  .number(m.noVehicle)
  .check(z.int(m.noVehicle), z.minimum(1, m.noVehicle), z.maximum(2_147_483_647, m.noVehicle));
const optionValue = z.union([text().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]);

/**
 * The work order's `vehicleOptions` (schemas.ts headerFields): what the device knows of its
 * vehicle, of which these calls read the TecDoc id. Other options are accepted and not read.
 */
export const partSelectionVehicleSchema = z.catchall(z.object({ tecdocId }, { error: m.noVehicle }), optionValue);
export const vehicleOptionsBodySchema = z.object({ vehicleOptions: partSelectionVehicleSchema });

/** A category restricted to the vehicle: `productCount` and the children count only parts that fit it. */
export const partSelectionCategorySchema = z.extend(categorySchema, { tecdocId: z.int() });
export type PartSelectionCategory = z.infer<typeof partSelectionCategorySchema>;

/** The part-selection menu: the top categories with parts for the vehicle, and their children that have some. */
export const partSelectionMenuItemSchema = categoryTreeNodeSchema;

/**
 * A product as part selection offers it for the work order: the catalogue's summary in the
 * account's list, and what the work-order line would carry.
 */
export const partSelectionProductSchema = z.extend(productSummarySchema, {
  /** The unit price a work-order line charges for it: price plus surcharge (pricing/parts.ts). */
  unitPrice: money,
  /** The VAT rate of the work-order line, by the part's kind and the account's country. */
  taxRate: z.int(),
  /** Stock at the account's branch; 0 when it holds none. */
  stockAvailability: z.int(),
  /** Sold in multiples of this; every catalogue part sells singly, as the work order's lines say. */
  multipleOfSaleQuantity: z.int().check(z.minimum(1)),
});
export type PartSelectionProduct = z.infer<typeof partSelectionProductSchema>;

export const partGroupings = ['brand', 'category'] as const;
export type PartGrouping = (typeof partGroupings)[number];

export const categoryProductsBodySchema = z.extend(vehicleOptionsBodySchema, {
  /** The TecDoc generic article a repair job names (402 brake pads, 82 discs, 7 oil filter). */
  genArt: z.number(m.genArt).check(z.int(m.genArt), z.minimum(1, m.genArt), z.maximum(2_147_483_647, m.genArt)),
  groupBy: z._default(z.enum(partGroupings), 'brand'),
  /** Only this group's products (a group's `key`); every group is still listed with its count. */
  group: z.optional(text().check(z.trim(), z.maxLength(200))),
  page: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
  itemsPerPage: z._default(
    z.int().check(z.minimum(1), z.maximum(MAX_PART_SELECTION_PAGE_SIZE)),
    PART_SELECTION_PAGE_SIZE,
  ),
});

export const partGroupSchema = z.object({
  /** The brand's slug or the category's path. */
  key: z.string(),
  name: z.string(),
  /** Products of the group that fit the vehicle, on every page. */
  productCount: z.int(),
  /** Those on this page: groups by name, products in the catalogue's order (sku) within each. */
  products: z.array(partSelectionProductSchema),
});

export const categoryProductsAnswerSchema = z.object({
  tecdocId: z.int(),
  genArt: z.int(),
  groupBy: z.enum(partGroupings),
  currency: priceListCurrencySchema,
  /** The branch whose stock `stockAvailability` counts: the trade account's. */
  branchId: z.string(),
  page: z.int(),
  itemsPerPage: z.int(),
  /** Products that fit, in the chosen group when one is asked for, else in all. */
  totalItems: z.int(),
  groups: z.array(partGroupSchema),
});
export type CategoryProductsAnswer = z.infer<typeof categoryProductsAnswerSchema>;

export const haynesPartSelectionBodySchema = z.object({
  tecdocId,
  repairTimeTaskId: text().check(z.trim(), z.minLength(1, m.taskId), z.maxLength(50, m.taskId)),
});

/**
 * One part a repair-data job needs (§3 haynesProJobParts), with the product suggested for it: of
 * the parts that fit, one for the job's axle, that the account's branch holds enough of (else
 * some of), with a price, leaving least fluid over, first in catalogue order. `product` is null
 * when no catalogue part fits; then the part is still to choose, and §5 says whether the job
 * needs it.
 */
export const haynesProJobPartSchema = z.object({
  /** The generic article's number as text: one part per generic article in a job. */
  partId: z.string(),
  genArt: z.int(),
  description: z.string(),
  /** The catalogue category's path ('braking/brake-pads'): part selection opens it to choose another. */
  partCategory: z.nullable(z.string()),
  /** '/products/{sku}', or null. */
  product: z.nullable(z.string()),
  productName: z.nullable(z.string()),
  /**
   * How many of the product the job takes: repair data counts a fluid in litres and the catalogue
   * sells it in cans, so 4 litres of oil is 1 of a 5 litre can. Without a product, the job's own.
   */
  quantity: z.int().check(z.minimum(1)),
  /** Price plus surcharge of the product (0 without one). */
  unitPrice: money,
  overriddenPrice: z.nullable(money),
  /** §5: required if flagged required, or if it has no product and no flag. */
  partRequired: z.boolean(),
  taxRate: z.int(),
  /** Stock of the product at the account's branch; null without a product. */
  stockAvailability: z.nullable(z.int()),
  /** How many parts fit for this generic article, the suggested one included. */
  productCount: z.int(),
});
export type HaynesProJobPart = z.infer<typeof haynesProJobPartSchema>;

export const haynesPartSelectionAnswerSchema = z.object({
  tecdocId: z.int(),
  repairTimeTaskId: z.string(),
  description: z.string(),
  /** Book time in hundredths of an hour. */
  time: z.int(),
  currency: priceListCurrencySchema,
  haynesProJobParts: z.array(haynesProJobPartSchema),
});
export type HaynesPartSelectionAnswer = z.infer<typeof haynesPartSelectionAnswerSchema>;

/** A part's price without uplift, as a work-order line would carry it. */
export const partPriceSchema = z.object({
  sku: z.string(),
  currency: priceListCurrencySchema,
  price: money,
  surcharge: money,
  unitPrice: money,
  taxRate: z.int(),
  /** Stock at the account's branch; 0 when it holds none. */
  stockAvailability: z.int(),
});
export type PartPrice = z.infer<typeof partPriceSchema>;

const skuItem = text().check(z.trim(), z.minLength(1), z.maxLength(200));
export const noUpliftProductInformationBodySchema = z.object({
  /** Product references as work-order items carry them ('/products/{sku}'), or bare skus. */
  products: z._default(z.array(skuItem).check(z.maxLength(MAX_PRICE_SKUS, m.tooManySkus(MAX_PRICE_SKUS))), []),
  skus: z._default(z.array(skuItem).check(z.maxLength(MAX_PRICE_SKUS, m.tooManySkus(MAX_PRICE_SKUS))), []),
});

const lines = <S extends z.ZodMiniType>(line: S) =>
  z._default(z.array(line).check(z.maxLength(MAX_LINES, workOrderMessages.tooManyLines(MAX_LINES))), []);

/**
 * "Summary body plus uplift" (§7 POST /work-orders/prices): the lines of a work order, priced as
 * a save would price them, nothing stored. §4: `uplift` null lets the server apply the account's
 * default (a pending order); otherwise the stored uplift is sent; 0 prices without uplift.
 * `tecdocId` lets repair-time jobs overlap as they do on the saved work order.
 */
export const workOrderPricesBodySchema = z.object({
  uplift: z.optional(headerFields.uplift),
  tecdocId: z.optional(headerFields.tecdocId),
  workOrderItems: lines(itemInputSchema),
  workOrderJobs: lines(jobInputSchema),
  workOrderQuickKits: lines(quickKitInputSchema),
  maintenanceSchedules: lines(scheduleInputSchema),
});
export type WorkOrderPricesBody = z.output<typeof workOrderPricesBodySchema>;

/** The prices, and what the server derived for each line on the way (catalogue prices, times after overlap). */
export const workOrderPricesAnswerSchema = z.object({
  currency: priceListCurrencySchema,
  /** The uplift the prices used: the one sent, else the account's default. */
  appliedUplift: z.number(),
  prices: workOrderPricesSchema,
  numberOfJobs: z.int(),
  numberOfParts: z.int(),
  totalTime: z.string(),
  workOrderItems: z.array(
    z.pick(itemSchema, {
      id: true,
      price: true,
      surcharge: true,
      taxRate: true,
      stockAvailability: true,
      multipleOfSaleQuantity: true,
    }),
  ),
  workOrderJobs: z.array(z.pick(jobSchema, { id: true, taxRate: true, calculatedTime: true })),
});
export type WorkOrderPricesAnswer = z.infer<typeof workOrderPricesAnswerSchema>;
