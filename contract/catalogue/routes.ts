import { z } from 'zod';
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
const skuArray = z.array(text().min(1).max(64)).max(MAX_SKUS, `At most ${MAX_SKUS} skus may be given.`);
const sortOrder = z.enum(['relevance', 'price-asc', 'price-desc', 'name']);
/** `attr[]=code:value`: products having that attribute value. */
const attributeFilters = queryList(queryText(200), 20);

// The vehicle issue adds make, model and the rest; unknown options are kept, not refused.
const vehicleOptionsSchema = z.looseObject({ tecdocId: z.number().int().positive().optional() });

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
      sort: sortOrder.optional(),
      attr: attributeFilters.optional(),
      ...currencyQuery,
    }),
    response: hydraCollection(productSummarySchema),
  },
  productFilters: {
    method: 'POST',
    path: '/storefront/product-filters',
    summary: 'Attribute filters with counts for a set of skus in a category',
    auth: 'public',
    body: z.object({ productSkus: skuArray, categoryId: text().max(64) }),
    response: z.object({ filters: z.array(productFilterSchema) }),
  },
  vehicleSpecificProducts: {
    method: 'GET',
    path: '/storefront/vehicle-specific-products/{id}',
    summary: 'Products of a category that fit the active vehicle, optionally of one exhaust system',
    auth: 'session',
    query: z.object({
      exhaustSystemId: queryText(64).optional(),
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
      category: text().min(1).max(200),
      vehicleOptions: vehicleOptionsSchema.optional(),
      filters: z.object({ exhaustSystemId: text().max(64).optional() }).optional(),
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
      sku: text().min(1).max(64),
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
    query: z.object({ skus: skuList, branch: queryText(64).optional(), ...currencyQuery }),
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
      tecdocId: z.number().int().nullable(),
      /** Category id → products that fit; a category missing here has none. */
      counts: z.record(z.string(), z.number().int().min(0)),
    }),
  },
  productCompatibility: {
    method: 'GET',
    path: '/storefront/product-compatibility',
    summary: 'Whether each sku fits the active vehicle',
    auth: 'session',
    query: z.object({ skus: skuList, tecdocId: queryInt(1, 99_999_999).optional() }),
    response: hydraCollection(compatibilitySchema),
  },
});
