import type { RouteDeps } from '../../http/route-deps';

export function searchRoutes({ route, services }: RouteDeps): void {
  route('search', {
    handler: async ({ query }) =>
      services.search.search(query.keywords, query.page, query.itemsPerPage, query.currency, query.tecdocId ?? null),
  });
}
