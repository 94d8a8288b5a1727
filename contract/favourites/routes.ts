import { z } from 'zod/mini';
import { currencyQuery } from '../money/price-list';
import { productSummarySchema } from '../catalogue/schemas';
import { hydraCollection } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { text } from '../http/text';

export const favouriteSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  product: productSummarySchema,
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** Favourites of a logged-in user; another user's favourite is not found. */
export const favouriteRoutes = defineRoutes('favourites', {
  favourites: {
    method: 'GET',
    path: '/product-favourites',
    summary: 'Your favourite products, newest first',
    auth: 'user',
    query: z.object(currencyQuery),
    response: hydraCollection(favouriteSchema),
  },
  addFavourite: {
    method: 'POST',
    path: '/product-favourites',
    summary: "Add a product (its IRI '/products/{id}', its id or its sku) to your favourites",
    auth: 'user',
    body: z.object({ product: text().check(z.trim(), z.minLength(1, 'Please choose a product.'), z.maxLength(200)) }),
    query: z.object(currencyQuery),
    response: favouriteSchema,
    status: 201,
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/product-favourites/{id}',
    summary: 'Remove one of your favourites',
    auth: 'user',
    status: 204,
  },
});
