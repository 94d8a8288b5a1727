import type { RouteDeps } from '../../http/route-deps';

export function favouritesRoutes({ route, services }: RouteDeps): void {
  route('favourites', {
    handler: async ({ auth }) => {
      const members = await services.favourites.list(auth);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('addFavourite', { handler: async ({ auth, body }) => services.favourites.add(auth, body.product) });
  route('removeFavourite', { handler: async ({ auth, params }) => services.favourites.remove(auth, params.id) });
}
