import { z } from 'zod/mini';
import { productImageSchema } from './product-images';
import { priceListCurrencySchema } from '../money/price-list';

/**
 * The catalogue as the API shows it (storefront-core §3 "Product (basic)", trade-features §3).
 * Money is integers in minor units, excluding tax; `taxRate` is in basis points (2000 = 20%).
 */
export const attributeSchema = z.object({ code: z.string(), label: z.string(), value: z.string() });
export type Attribute = z.infer<typeof attributeSchema>;

export const brandSchema = z.object({ name: z.string(), slug: z.string(), logo: z.nullable(z.string()) });

export const categoryRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), path: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const priceFieldsSchema = z.object({
  /** The price list the amounts are from (contract/money/price-list.ts). */
  currency: priceListCurrencySchema,
  price: z.int(),
  wasPrice: z.nullable(z.int()),
  wasPriceEcp: z.nullable(z.int()),
  surcharge: z.int(),
  taxRate: z.int(),
  showOnWebsite: z.boolean(),
  showAddToBasketButton: z.boolean(),
});

export const productSummarySchema = z.extend(
  z.object({
    '@id': z.string(),
    id: z.string(),
    sku: z.string(),
    objectID: z.string(),
    slug: z.string(),
    productName: z.string(),
    /** The brand's own part number as printed, e.g. 'P 85 020'. */
    mpn: z.string(),
    brand: brandSchema,
    category: categoryRefSchema,
    attributes: z.array(attributeSchema),
    image: z.nullable(z.string()),
  }),
  priceFieldsSchema.shape,
);
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const partNumberSchema = z.object({ brand: z.string(), number: z.string() });

export const fitmentSchema = z.object({
  tecdocId: z.int(),
  make: z.string(),
  model: z.string(),
  variant: z.string(),
  fuel: z.string(),
  yearFrom: z.int(),
  yearTo: z.nullable(z.int()),
});
export type Fitment = z.infer<typeof fitmentSchema>;

/** GET /storefront/product/{id or slug}: everything the product page shows. */
export const productDetailSchema = z.extend(productSummarySchema, {
  partNumbers: z.object({
    oe: z.array(partNumberSchema),
    competitor: z.array(partNumberSchema),
    superseded: z.array(partNumberSchema),
  }),
  breadcrumbs: z.array(categoryRefSchema),
  /** Universal parts (tools, oils by grade) fit no particular vehicle. */
  universal: z.boolean(),
  fitmentCount: z.int(),
  /** The first fitments, make and model order; `fitmentCount` says how many there are. */
  fitments: z.array(fitmentSchema),
  /**
   * The gallery (contract/catalogue/product-images.ts), `image` first. A copy saved before
   * galleries reads as none; the page derives them then.
   */
  images: z._default(z.array(productImageSchema), []),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categoryChildSchema = z.extend(categoryRefSchema, { productCount: z.int() });

export const categorySchema = z.extend(categoryRefSchema, {
  '@id': z.string(),
  depth: z.int(),
  /** The TecDoc-style generic article id of a leaf; repair tasks name parts by it. */
  genartId: z.nullable(z.int()),
  productCount: z.int(),
  breadcrumbs: z.array(categoryRefSchema),
  children: z.array(categoryChildSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryTreeNodeSchema = z.extend(categoryRefSchema, {
  productCount: z.int(),
  children: z.array(categoryChildSchema),
});
export type CategoryTreeNode = z.infer<typeof categoryTreeNodeSchema>;

export const productFilterSchema = z.object({
  code: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.int() })),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;

export const branchStockSchema = z.object({
  location: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  stock: z.int(),
});

/** Product information per sku (trade-features §3). */
export const productInformationSchema = z.object({
  sku: z.string(),
  currency: priceListCurrencySchema,
  price: z.int(),
  wasPrice: z.nullable(z.int()),
  wasPriceEcp: z.nullable(z.int()),
  surcharge: z.int(),
  priceWithSurcharge: z.int(),
  taxRate: z.int(),
  /**
   * The active branches that hold it, nearest to the person's branch first (by name without
   * one); their own branch always first, at 0 when it holds none. Empty: no branch holds it.
   */
  stock: z.array(branchStockSchema),
  /** The person's branch, first in `stock`; null when they have none (guests, retail). */
  preferredBranchId: z.nullable(z.string()),
  showAddToBasketButton: z.boolean(),
  showOnWebsite: z.boolean(),
});
export type ProductInformation = z.infer<typeof productInformationSchema>;

export const compatibilitySchema = z.object({
  sku: z.string(),
  /** Null when no vehicle is active: nothing to say. */
  compatible: z.nullable(z.boolean()),
  productCompatibilityData: z.object({
    vehicle: z.nullable(z.object({ tecdocId: z.int(), description: z.string() })),
    universal: z.boolean(),
    fitmentCount: z.int(),
  }),
});
export type Compatibility = z.infer<typeof compatibilitySchema>;

/** Raindata part information: the comparison's name and attribute map per sku. */
export const partInformationSchema = z.object({
  updatedProductName: z.string(),
  PartAttributes: z.record(z.string(), z.string()),
});
export type PartInformation = z.infer<typeof partInformationSchema>;

export const productRelationSchema = z.object({ kind: z.string(), product: productSummarySchema });

/** How many units of sale a job takes (work orders' quick kits count with it). */
export { unitsToCover } from './unit-of-sale';
