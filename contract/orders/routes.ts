import { hydraCollection, pagingQuery, queryText } from '../http/hydra';
import { queryDateTime } from '../http/query-date';
import { defineRoutes } from '../http/route';
import { z } from 'zod/mini';
import { orderListItemSchema, orderSchema, paymentTransactionInputSchema, paymentTransactionSchema } from './schemas';

/** trade §7: vehicle or customerReference, createdAt after and before, page and itemsPerPage. */
const ordersQuery = z.object({
  ...pagingQuery(25, 100),
  vehicle: z.optional(queryText(20)),
  customerReference: z.optional(queryText(35)),
  'createdAt[after]': z.optional(queryDateTime()),
  'createdAt[before]': z.optional(queryDateTime()),
});

/** Orders of a logged-in user, and paying one on account (storefront-core §7). Another user's order is 404. */
export const orderRoutes = defineRoutes('orders', {
  usersOrders: {
    method: 'GET',
    path: '/users-orders',
    summary: 'Your orders, newest first; by vehicle or your reference, and between two dates',
    auth: 'user',
    query: ordersQuery,
    response: hydraCollection(orderListItemSchema),
  },
  usersBabbageAccountOrders: {
    method: 'GET',
    path: '/users-babbage-account-orders',
    summary: 'The orders of your active trade account, newest first, with the same filters',
    auth: 'user',
    query: ordersQuery,
    response: hydraCollection(orderListItemSchema),
  },
  ordersByReference: {
    method: 'GET',
    path: '/orders',
    summary: 'Your order with this reference (WB-482913), as a collection of one or none',
    auth: 'user',
    query: z.object({ reference: queryText(40) }),
    response: hydraCollection(orderSchema),
  },
  order: {
    method: 'GET',
    path: '/orders/{id}',
    summary: 'One of your orders',
    auth: 'user',
    response: orderSchema,
  },
  cancelOrder: {
    method: 'POST',
    path: '/orders/{id}/cancel',
    summary:
      'Cancel one of your orders before it leaves the branch: its stock goes back and a payment on account is ' +
      'reversed. A cancelled order answers as it is; an order of a work order’s parts answers 409; once ' +
      'dispatched or ready to collect it answers 422 (cancel-rule.ts): its parts are returned instead',
    auth: 'user',
    response: orderSchema,
    idempotent: true,
  },
  createPaymentTransaction: {
    method: 'POST',
    path: '/payment-transactions',
    summary: 'Pay an order on account; the order becomes placed. A paid order answers 409',
    auth: 'user',
    body: paymentTransactionInputSchema,
    response: paymentTransactionSchema,
    status: 201,
    idempotent: true,
  },
  putPaymentTransaction: {
    method: 'PUT',
    path: '/payment-transactions/{id}',
    summary:
      'Pay an order on account under the id in the path (made by the client): ' +
      'the same PUT again answers the same payment, ' +
      'with no second effect and no Idempotency-Key needed; a taken id for another order, or a paid order, answers 409',
    auth: 'user',
    body: z.omit(paymentTransactionInputSchema, { id: true }),
    response: paymentTransactionSchema,
    idempotent: true,
  },
});
