import type { RouteDeps } from '../../http/route-deps';

/** GET /shipping-services (storefront-core §7): the list the checkout offers, 1000 per page. */
export function shippingRoutes({ route, services }: RouteDeps): void {
  route('shippingServices', {
    handler: async ({ query }) => {
      const all = await services.shipping.list(query.status);
      const start = (query.page - 1) * query.itemsPerPage;
      return { 'hydra:member': all.slice(start, start + query.itemsPerPage), 'hydra:totalItems': all.length };
    },
  });
}
