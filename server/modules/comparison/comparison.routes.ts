import type { RouteDeps } from '../../http/route-deps';

export function comparisonRoutes({ route, services }: RouteDeps): void {
  route('comparisonProducts', {
    handler: async ({ auth, query }) => {
      const members = await services.comparison.list(auth, query);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('addComparisonProduct', {
    handler: async ({ auth, body }) => ({ products: await services.comparison.add(auth, body.sku) }),
  });
  route('removeComparisonProduct', {
    handler: async ({ auth, params }) => services.comparison.remove(auth, params.id),
  });
}
