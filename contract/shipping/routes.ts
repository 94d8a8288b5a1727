import { z } from 'zod/mini';
import { hydraCollection, pagingQuery } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { shippingServiceSchema } from './schemas';

/** GET shipping-services?status=active&itemsPerPage=1000 (storefront-core §7, §9: list size 1000). */
export const shippingRoutes = defineRoutes('shipping', {
  shippingServices: {
    method: 'GET',
    path: '/shipping-services',
    summary: 'Shipping services: collection at a branch, delivery, same-day van',
    auth: 'public',
    query: z.object({
      status: z.optional(z.enum(['active', 'inactive'], 'This value should be active or inactive.')),
      ...pagingQuery(1000),
    }),
    response: hydraCollection(shippingServiceSchema),
    cacheSeconds: 300,
  },
});
