import { z } from 'zod/mini';
import { productInformationSchema } from '../catalogue/schemas';
import { hydraCollection, queryList, queryText } from '../http/hydra';
import { defineRoutes } from '../http/route';
import {
  categoryProductsAnswerSchema,
  categoryProductsBodySchema,
  haynesPartSelectionAnswerSchema,
  haynesPartSelectionBodySchema,
  MAX_PRICE_SKUS,
  noUpliftProductInformationBodySchema,
  partPriceSchema,
  partSelectionCategorySchema,
  partSelectionMenuItemSchema,
  vehicleOptionsBodySchema,
  workOrderPricesAnswerSchema,
  workOrderPricesBodySchema,
} from './part-selection';

/**
 * Part selection and pricing helpers of work orders (trade-features §7 "Work orders",
 * design/api-routes.md "Work orders and repair data"). Logged-in users of a trade account, like
 * the other work-order calls; the vehicle is the work order's (`vehicleOptions.tecdocId`), never
 * the session's active one. Shapes and rules: part-selection.ts.
 */
export const partSelectionRoutes = defineRoutes('work-orders', {
  workOrderPartCategory: {
    method: 'POST',
    path: '/work-orders/categories/{slug}',
    summary:
      "A category by slug or full path ('braking/brake-pads'), with its children, counting only parts that fit " +
      "the work order's vehicle",
    auth: 'user',
    body: vehicleOptionsBodySchema,
    response: partSelectionCategorySchema,
  },
  workOrderCategoryProducts: {
    method: 'POST',
    path: '/work-orders/category-products',
    summary:
      "Parts of a generic article that fit the work order's vehicle, grouped by brand or category, " +
      'at your prices with the stock at your branch',
    auth: 'user',
    body: categoryProductsBodySchema,
    response: categoryProductsAnswerSchema,
  },
  workOrderMenuItems: {
    method: 'POST',
    path: '/work-orders/menu-items',
    summary: "The part-selection menu: top categories with parts that fit the work order's vehicle",
    auth: 'user',
    body: vehicleOptionsBodySchema,
    response: hydraCollection(partSelectionMenuItemSchema),
  },
  haynesProPartSelection: {
    method: 'POST',
    path: '/haynes-pro/work-order/part-selection',
    summary:
      "A repair-time job's parts (its generic articles), each with a catalogue part that fits the vehicle, " +
      'its price, VAT rate and whether the job needs it',
    auth: 'user',
    body: haynesPartSelectionBodySchema,
    response: haynesPartSelectionAnswerSchema,
  },
  workOrderPricesWithoutUplift: {
    method: 'GET',
    path: '/work-orders/prices-without-uplift',
    summary: "Parts' prices in your list without uplift, as a work-order line carries them, in the order asked",
    auth: 'user',
    query: z.object({ skus: queryList(queryText(64), MAX_PRICE_SKUS) }),
    response: hydraCollection(partPriceSchema),
  },
  workOrderNoUpliftProductInformation: {
    method: 'POST',
    path: '/work-orders/no-uplift-product-information',
    summary: 'Product information (price without uplift, stock by branch, yours first) for parts of a work order',
    auth: 'user',
    body: noUpliftProductInformationBodySchema,
    response: hydraCollection(productInformationSchema),
  },
  workOrderPrices: {
    method: 'POST',
    path: '/work-orders/prices',
    summary: "A work order's lines priced as a save would price them, with the uplift sent (null: your default)",
    auth: 'user',
    body: workOrderPricesBodySchema,
    response: workOrderPricesAnswerSchema,
  },
});
