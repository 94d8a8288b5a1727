import { z } from 'zod';
import { priceListCurrencySchema } from '../money/price-list';
import { partInformationSchema } from '../catalogue/schemas';

/** A product in the comparison (trade-features §3 "Comparison product"). */
export const comparisonProductSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  category: z.string(),
  sku: z.string(),
  productId: z.string(),
  productName: z.string(),
  brandName: z.string(),
  /** The price list of the amounts below. */
  currency: priceListCurrencySchema,
  price: z.number().int(),
  wasPrice: z.number().int().nullable(),
  wasPriceEcp: z.number().int().nullable(),
  surcharge: z.number().int(),
  /** Basis points, for showing the price with tax. */
  taxRate: z.number().int(),
  productImage: z.string().nullable(),
  showAddToBasketButton: z.boolean(),
  partInformation: partInformationSchema,
});
export type ComparisonProduct = z.infer<typeof comparisonProductSchema>;
