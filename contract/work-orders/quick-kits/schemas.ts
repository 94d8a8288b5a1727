import { z } from 'zod/mini';
import { quickKitTypes } from './components';

/**
 * A quick brake or service kit for one vehicle (trade-features §3 "Quick kit entries:
 * componentPart, fitments (sku, brands with price.excTax), engineOilCapacity"), as the kit routes
 * answer it, after the rules of §5 (rules.ts).
 *
 * - An entry is one component of the kit ('Front Brake Pads', 'Engine Oil 5L').
 * - A fitment is one part the vehicle needs there, with the quantity it takes in units of sale
 *   (one pair for an axle's discs); its brands are sold alike, so the quantity holds whichever is
 *   chosen. Its `sku` is the brand chosen for it, null until the person chooses (each null counts
 *   in "selections required"). The server answers every fitment unchosen.
 * - A brand offers the fitment: its own sku and name, its logo (a URL to an image, else null,
 *   §5), its unit price in the account's price list, the surcharge in it, excluding VAT and
 *   with VAT at the rate the work order would charge on the part, and its stock at the
 *   account's branch.
 * - `engineOilCapacity`: the engine's oil with the filter, in litres, on the engine oil entries;
 *   null on the others.
 * Money in minor units of `currency`.
 */
const money = z.int();

export const quickKitBrandSchema = z.object({
  name: z.string(),
  logo: z.nullable(z.string()),
  sku: z.string(),
  productName: z.string(),
  price: z.object({ excTax: money, incTax: money }),
  /**
   * Units of this part at the account's branch when the kit was read (none held: 0); absent
   * from a kit kept on the device before it was said (issue 42).
   */
  stockAtBranch: z.optional(z.int()),
});
export type QuickKitBrand = z.infer<typeof quickKitBrandSchema>;

export const quickKitFitmentSchema = z.object({
  sku: z.nullable(z.string()),
  quantity: z.int().check(z.minimum(1)),
  /** How one unit of the brands offered is sold ('pair', '5 litre can'); absent on a kit read before it was said. */
  unit: z.optional(z.string()),
  brands: z.array(quickKitBrandSchema),
});
export type QuickKitFitment = z.infer<typeof quickKitFitmentSchema>;

export const quickKitEntrySchema = z.object({
  componentPart: z.string(),
  fitments: z.array(quickKitFitmentSchema),
  engineOilCapacity: z.nullable(z.number()),
});
export type QuickKitEntry = z.infer<typeof quickKitEntrySchema>;

export const quickKitAnswerSchema = z.object({
  type: z.enum(quickKitTypes),
  tecdocId: z.int(),
  currency: z.enum(['GBP', 'EUR']),
  entries: z.array(quickKitEntrySchema),
});
export type QuickKitAnswer = z.infer<typeof quickKitAnswerSchema>;
