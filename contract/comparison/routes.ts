import { z } from 'zod/mini';
import { currencyQuery } from '../money/price-list';
import { hydraCollection } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { text } from '../http/text';
import { comparisonProductSchema } from './schemas';

/** The comparison of the session, guest or user: at most 4 products (trade-features §9). */
export const comparisonRoutes = defineRoutes('comparison', {
  comparisonProducts: {
    method: 'GET',
    path: '/storefront/product-comparisons',
    summary: 'The products in this session’s comparison, optionally of one category or one id',
    auth: 'session',
    query: z.object({
      category: z.optional(text().check(z.maxLength(200))),
      id: z.optional(text().check(z.maxLength(64))),
      ...currencyQuery,
    }),
    response: hydraCollection(comparisonProductSchema),
  },
  addComparisonProduct: {
    method: 'POST',
    path: '/storefront/product-comparisons',
    summary: 'Add a product by sku; a fifth is refused',
    auth: 'session',
    body: z.object({ sku: text().check(z.trim(), z.minLength(1, 'Please give a sku.'), z.maxLength(64)) }),
    query: z.object(currencyQuery),
    response: z.object({ products: z.array(comparisonProductSchema) }),
    status: 201,
  },
  removeComparisonProduct: {
    method: 'DELETE',
    path: '/storefront/product-comparisons/{id}',
    summary: 'Remove a product from the comparison',
    auth: 'session',
    status: 204,
  },
});
