import type { RouteDeps } from '../../http/route-deps';

export function favouritesRoutes({ route, services }: RouteDeps): void {
  route('favourites', {
    handler: async ({ auth, query }) => {
      const members = await services.favourites.list(auth, query.currency);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('addFavourite', {
    handler: async ({ auth, body, query }) => services.favourites.add(auth, body.product, query.currency),
  });
  route('removeFavourite', { handler: async ({ auth, params }) => services.favourites.remove(auth, params.id) });
}
