import { defineRoutes } from '../http/route';
import { orderSchema } from '../orders/schemas';
import {
  basketSchema,
  basketUpdateSchema,
  basketVersionSchema,
  confirmBasketSchema,
  createBasketSchema,
  promotionCodesSchema,
  totalsSchema,
  updateBasketSchema,
} from './schemas';

/**
 * Basket calls (storefront-core §7). Guests have baskets too ('session'); another person's basket
 * is 404. Every write is idempotent (the outbox replays it with its Idempotency-Key) and takes the
 * `version` it was based on: an older one answers 409 whose `current` is the basket as it is now.
 */
export const basketRoutes = defineRoutes('basket', {
  createBasket: {
    method: 'POST',
    path: '/baskets',
    summary: 'Create a basket (the client may name its id); an id you already own answers 200 with that basket',
    auth: 'session',
    body: createBasketSchema,
    response: basketSchema,
    status: 201,
    idempotent: true,
  },
  basket: {
    method: 'GET',
    path: '/baskets/{id}',
    summary: 'One of your baskets, priced now',
    auth: 'session',
    response: basketSchema,
  },
  deleteBasket: {
    method: 'DELETE',
    path: '/baskets/{id}',
    summary: 'Delete one of your baskets',
    auth: 'session',
    status: 204,
    idempotent: true,
  },
  basketTotals: {
    method: 'GET',
    path: '/baskets/{id}/totals',
    summary: 'The totals of one of your baskets: goods, discounts, shipping and VAT',
    auth: 'session',
    response: totalsSchema,
  },
  updateBasket: {
    method: 'PUT',
    path: '/baskets/{id}',
    summary: 'Add, change or remove lines by their ids, and choose shipping; refused lines come back as violations',
    auth: 'session',
    body: updateBasketSchema,
    response: basketUpdateSchema,
    idempotent: true,
    conflict: basketSchema,
  },
  applyPromotionCodes: {
    method: 'PUT',
    path: '/baskets/{id}/promotion-codes',
    summary: 'Add promotion codes to a basket; a refused code answers 422 with a violation on promoCodes',
    auth: 'session',
    body: promotionCodesSchema,
    response: basketSchema,
    idempotent: true,
    conflict: basketSchema,
  },
  removePromotionCode: {
    method: 'DELETE',
    path: '/baskets/{id}/promotion-codes/{code}',
    summary: 'Take a promotion code out of a basket',
    auth: 'session',
    response: basketSchema,
    idempotent: true,
  },
  confirmBasket: {
    method: 'PUT',
    path: '/baskets/{id}/confirm',
    summary: 'Re-price and check stock, then make the order (awaiting payment); a changed total answers 409',
    auth: 'user',
    body: confirmBasketSchema,
    response: orderSchema,
    status: 201,
    idempotent: true,
    conflict: basketSchema,
  },
  convertBasket: {
    method: 'PUT',
    path: '/baskets/{id}/convert',
    summary: 'Make the basket of the guest you were before logging in your own',
    auth: 'user',
    body: basketVersionSchema,
    response: basketSchema,
    idempotent: true,
    conflict: basketSchema,
  },
});
