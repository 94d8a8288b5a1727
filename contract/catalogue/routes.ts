import { z } from 'zod/mini';
import { currencyQuery } from '../money/price-list';
import { hydraCollection, pagingQuery, queryInt, queryList, queryText } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { PRODUCT_IMAGE_PATH, productImageViews } from './product-images';
import { text } from '../http/text';
import {
  categorySchema,
  categoryTreeNodeSchema,
  compatibilitySchema,
  partInformationSchema,
  productDetailSchema,
  productFilterSchema,
  productInformationSchema,
  productRelationSchema,
  productSummarySchema,
} from './schemas';

/** Bounds on lists of skus in one call: a basket or a comparison, never the catalogue. */
export const MAX_SKUS = 100;
export const PRODUCTS_PER_PAGE = 24;

const skuList = queryList(queryText(64), MAX_SKUS);
const skuArray = z
  .array(text().check(z.minLength(1), z.maxLength(64)))
  .check(z.maxLength(MAX_SKUS, `At most ${MAX_SKUS} skus may be given.`));
const sortOrder = z.enum(['relevance', 'price-asc', 'price-desc', 'name']);
/** `attr[]=code:value`: products having that attribute value. */
const attributeFilters = queryList(queryText(200), 20);

// The vehicle issue adds make, model and the rest; unknown options are kept, not refused.
const vehicleOptionsSchema = z.looseObject({ tecdocId: z.optional(z.int().check(z.positive())) });

export const catalogueRoutes = defineRoutes('catalogue', {
  categoryTree: {
    method: 'GET',
    cacheSeconds: 300,
    path: '/storefront/categories',
    summary: 'The top categories with their children, for menus and the home page',
    auth: 'public',
    response: hydraCollection(categoryTreeNodeSchema),
  },
  category: {
    method: 'GET',
    cacheSeconds: 300,
    path: '/storefront/categories/{slug}',
    summary: "A category by its slug or full path ('braking/brake-pads'), with children and breadcrumbs",
    auth: 'public',
    response: categorySchema,
  },
  productsByCategory: {
    method: 'GET',
    path: '/storefront/products-by-category/{id}',
    summary:
      'Products of a category and its subcategories, paged; only those fitting the active vehicle when there is one',
    auth: 'session',
    query: z.object({
      ...pagingQuery(PRODUCTS_PER_PAGE, 100),
      sort: z.optional(sortOrder),
      attr: z.optional(attributeFilters),
      ...currencyQuery,
    }),
    response: hydraCollection(productSummarySchema),
  },
  productFilters: {
    method: 'POST',
    path: '/storefront/product-filters',
    summary:
      'Attribute filters with counts for a set of skus in a category: each count is how many of the ' +
      'listed products (those fitting the active vehicle, with the other chosen filters) the value keeps',
    // A session, as the listing has: the counts are of the parts that fit its active vehicle.
    auth: 'session',
    body: z.object({
      productSkus: skuArray,
      categoryId: text().check(z.maxLength(64)),
      /** The filters chosen, as the listing's `attr[]` (`code:value`); optional, as in the spec's body. */
      attr: z.optional(z.array(text().check(z.maxLength(200))).check(z.maxLength(20))),
    }),
    response: z.object({ filters: z.array(productFilterSchema) }),
  },
  vehicleSpecificProducts: {
    method: 'GET',
    path: '/storefront/vehicle-specific-products/{id}',
    summary: 'Products of a category that fit the active vehicle, optionally of one exhaust system',
    auth: 'session',
    query: z.object({
      exhaustSystemId: z.optional(queryText(64)),
      ...pagingQuery(PRODUCTS_PER_PAGE, 100),
      ...currencyQuery,
    }),
    response: hydraCollection(productSummarySchema),
  },
  vehicleSpecificProductsSearch: {
    method: 'POST',
    path: '/storefront/vehicle-specific-products',
    summary: 'Products of a category that fit the given vehicle options',
    auth: 'session',
    body: z.object({
      category: text().check(z.minLength(1), z.maxLength(200)),
      vehicleOptions: z.optional(vehicleOptionsSchema),
      filters: z.optional(z.object({ exhaustSystemId: z.optional(text().check(z.maxLength(64))) })),
    }),
    query: z.object(currencyQuery),
    response: hydraCollection(productSummarySchema),
  },
  product: {
    method: 'GET',
    cacheSeconds: 300,
    path: '/storefront/product/{idOrSlug}',
    summary: 'A product by id, slug or sku, with part numbers, fitments and breadcrumbs',
    auth: 'public',
    query: z.object(currencyQuery),
    response: productDetailSchema,
  },
  productImage: {
    method: 'GET',
    // Drawn from the product's own fields, which change rarely; the ETag catches a change sooner.
    cacheSeconds: 3600,
    path: PRODUCT_IMAGE_PATH,
    summary:
      'A view of a product drawn from its fields: its packaging, its dimensions or its label ' +
      "(the product page's `images`)",
    auth: 'public',
    params: z.object({
      sku: text().check(z.minLength(1), z.maxLength(64)),
      view: z.enum(productImageViews, { error: `The view is one of: ${productImageViews.join(', ')}.` }),
    }),
    produces: 'image/svg+xml',
  },
  productsBySkus: {
    method: 'POST',
    path: '/storefront/products-by-skus',
    summary: 'Products by sku, in the order asked',
    auth: 'public',
    body: z.object({ skus: skuArray }),
    query: z.object(currencyQuery),
    response: hydraCollection(productSummarySchema),
  },
  productRelations: {
    method: 'GET',
    cacheSeconds: 300,
    path: '/product-relations/sku/{sku}',
    summary: 'Products related to a sku: discs for pads, fitting kits, filters of a service',
    auth: 'public',
    query: z.object(currencyQuery),
    response: hydraCollection(productRelationSchema),
  },
  raindataInformation: {
    method: 'POST',
    path: '/storefront/product-raindata-information',
    summary: 'Part information (name and attribute map) per sku',
    auth: 'public',
    body: z.object({ productSkus: skuArray }),
    response: z.object({ partInformation: z.record(z.string(), partInformationSchema) }),
  },
  productInformation: {
    method: 'GET',
    path: '/products/product-information',
    summary: "Price and stock per branch for skus; the trade account's branch first, then nearest",
    auth: 'session',
    query: z.object({ skus: skuList, branch: z.optional(queryText(64)), ...currencyQuery }),
    response: hydraCollection(productInformationSchema),
  },
  categoryCountsForVehicle: {
    method: 'GET',
    path: '/storefront/categories/for-active-vehicle',
    summary:
      'How many products of each category (with its subcategories) fit the active vehicle, ' +
      'universal parts included; empty without one',
    auth: 'session',
    response: z.object({
      tecdocId: z.nullable(z.int()),
      /** Category id → products that fit; a category missing here has none. */
      counts: z.record(z.string(), z.int().check(z.minimum(0))),
    }),
  },
  productCompatibility: {
    method: 'GET',
    path: '/storefront/product-compatibility',
    summary: 'Whether each sku fits the active vehicle',
    auth: 'session',
    query: z.object({ skus: skuList, tecdocId: z.optional(queryInt(1, 99_999_999)) }),
    response: hydraCollection(compatibilitySchema),
  },
});
