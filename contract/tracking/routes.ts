import { defineRoutes } from '../http/route';
import {
  updateWismoOrdersInputSchema,
  updateWismoOrdersSchema,
  wismoOrderInputSchema,
  wismoOrderListInputSchema,
  wismoOrderListSchema,
  wismoOrderSchema,
} from './schemas';

/**
 * Order tracking, "where is my order" (trade §7 wismo, issue 26): the active trade account's
 * orders, or a person's own without one, the same scope as the invoices (issue 43). Another
 * account's order, or one with no tracking yet, answers 404.
 */
export const trackingRoutes = defineRoutes('tracking', {
  wismoOrderList: {
    method: 'POST',
    path: '/account/wismo-order-list',
    summary: 'Your orders with where each is now, newest first; by status, your reference, registration and day',
    auth: 'user',
    body: wismoOrderListInputSchema,
    response: wismoOrderListSchema,
  },
  updateWismoOrders: {
    method: 'POST',
    path: '/account/update-wismo-orders',
    summary: 'The latest events of these orders (by reference); references that are not yours are left out',
    auth: 'user',
    body: updateWismoOrdersInputSchema,
    response: updateWismoOrdersSchema,
  },
  wismoOrder: {
    method: 'POST',
    path: '/account/wismo-order',
    summary: 'One order’s tracking, every event so far; none, or not yours, answers 404',
    auth: 'user',
    body: wismoOrderInputSchema,
    response: wismoOrderSchema,
  },
});
