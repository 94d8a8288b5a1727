import type { RouteDeps } from '../../http/route-deps';

export function locationsRoutes({ route, services }: RouteDeps): void {
  const { locations } = services;
  route('locations', {
    handler: async ({ query }) => {
      const { members, total } = await locations.page({
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        status: query.locationPageStatus,
      });
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },
  });
  route('location', { handler: async ({ params }) => locations.byId(params.id) });
  route('locationBySlug', { handler: async ({ params }) => locations.bySlug(params.slug) });
  route('storefrontLocations', {
    handler: async ({ query }) => {
      const { members, total } = await locations.page({
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        status: 'active',
      });
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },
  });
  route('nearestLocations', { handler: async ({ query }) => locations.nearest(query.place, query.country) });
}
