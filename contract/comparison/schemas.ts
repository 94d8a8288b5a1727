import { z } from 'zod/mini';
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
  price: z.int(),
  wasPrice: z.nullable(z.int()),
  wasPriceEcp: z.nullable(z.int()),
  surcharge: z.int(),
  /** Basis points, for showing the price with tax. */
  taxRate: z.int(),
  productImage: z.nullable(z.string()),
  showAddToBasketButton: z.boolean(),
  partInformation: partInformationSchema,
});
export type ComparisonProduct = z.infer<typeof comparisonProductSchema>;
