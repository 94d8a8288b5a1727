import type { RouteDeps } from '../../http/route-deps';

/** Vehicle search (trade-features §7 "Vehicle search", api-routes.md). */
export function vehiclesRoutes({ route, services }: RouteDeps): void {
  const { vehicles } = services;

  route('vehicleByVrm', { handler: async ({ auth, body }) => vehicles.byVrm(auth, body.vrm, body.saveToCache) });
  route('vehicleByVin', { handler: async ({ auth, body }) => vehicles.byVin(auth, body.vin, body.saveToCache) });
  route('recentVehicleSearches', {
    handler: async ({ auth, query }) => {
      const { members, total } = await vehicles.recent(auth, query.itemsPerPage);
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },
  });
  route('manufacturers', { handler: async () => ({ manufacturers: await vehicles.manufacturers() }) });
  route('models', {
    handler: async ({ body }) => {
      const members = await vehicles.models(body.manufacturer);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('mvl', { handler: async ({ auth, body }) => vehicles.mvl(auth, body) });
  route('refineVehicle', { handler: async ({ auth, body }) => vehicles.refine(auth, body) });
  route('resetRefinementOptions', { handler: async ({ auth }) => vehicles.resetRefinement(auth) });
  route('clearActiveVehicle', { handler: async ({ auth }) => vehicles.clear(auth) });
  route('topPartSearch', {
    handler: async ({ query }) => {
      const members = await vehicles.topParts(query.category, query.fuelType, query.currency);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('motHistory', { handler: async ({ auth, query }) => vehicles.motHistory(auth, query.vrm) });
  route('acceptVinTerms', { handler: async ({ auth, params }) => vehicles.acceptVinTerms(auth, params.id) });
}
