import type { RouteDeps } from '../../http/route-deps';

export function comparisonRoutes({ route, services }: RouteDeps): void {
  route('comparisonProducts', {
    handler: async ({ auth, query }) => {
      const members = await services.comparison.list(auth, query, query.currency);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('addComparisonProduct', {
    handler: async ({ auth, body, query }) => ({
      products: await services.comparison.add(auth, body.sku, query.currency),
    }),
  });
  route('removeComparisonProduct', {
    handler: async ({ auth, params }) => services.comparison.remove(auth, params.id),
  });
}
