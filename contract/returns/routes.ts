import { hydraCollection, pagingQuery } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { z } from 'zod/mini';
import { createReturnSchema, digitalReturnSchema, returnProductSchema, returnReasonSchema } from './schemas';

/**
 * Digital returns of a logged-in user (trade §7, design/api-routes.md "Returns and documents").
 * Another person's order or return answers 404.
 */
export const returnRoutes = defineRoutes('returns', {
  digitalReturnProducts: {
    method: 'GET',
    path: '/orders/{id}/digital-return-products',
    summary: 'The lines of one of your orders, each with how many can still be returned, or why none can',
    auth: 'user',
    response: hydraCollection(returnProductSchema),
  },
  digitalReturnReasons: {
    method: 'GET',
    path: '/digital-return-reasons',
    summary: 'Why parts can be returned; "other" needs a note',
    auth: 'user',
    response: hydraCollection(returnReasonSchema),
  },
  createDigitalReturn: {
    method: 'POST',
    path: '/digital-returns',
    summary:
      'Return parts of one of your orders. A quantity over what is returnable is a violation on ' +
      'lines[i].quantity; the same id or Idempotency-Key again answers the same return',
    auth: 'user',
    body: createReturnSchema,
    response: digitalReturnSchema,
    status: 201,
    idempotent: true,
  },
  digitalReturns: {
    method: 'GET',
    path: '/digital-returns',
    summary: 'Your returns, newest first',
    auth: 'user',
    query: z.object({ ...pagingQuery(10, 100) }),
    response: hydraCollection(digitalReturnSchema),
  },
  digitalReturn: {
    method: 'GET',
    path: '/digital-returns/{id}',
    summary: 'One of your returns with its lines, state, history and credit note',
    auth: 'user',
    response: digitalReturnSchema,
  },
});
