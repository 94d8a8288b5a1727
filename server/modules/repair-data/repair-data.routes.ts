import type { RouteDeps } from '../../http/route-deps';

/** Repair data (trade-features §7 "Repair data", api-routes.md): logged-in users only. */
export function repairDataRoutes({ route, services }: RouteDeps): void {
  const { repairData } = services;
  const collection = <T>(members: T[]) => ({ 'hydra:member': members, 'hydra:totalItems': members.length });

  route('repairDataTecdocByVrm', { handler: async ({ auth, params }) => repairData.tecdocByVrm(auth, params.vrm) });
  route('repairDataTecdocByVin', { handler: async ({ auth, params }) => repairData.tecdocByVin(auth, params.vin) });
  route('repairDataTecdocByMvl', { handler: async ({ auth, body }) => repairData.tecdocByMvl(auth, body) });
  route('repairTasks', { handler: async ({ query }) => collection(await repairData.repairTasks(query.tecdocId)) });
  route('repairTimeTextSearch', {
    handler: async ({ query }) => collection(await repairData.search(query.tecdocId, query.q)),
  });
  route('maintenanceSchedules', {
    handler: async ({ query }) => collection(await repairData.maintenanceSystems(query.tecdocId)),
  });
  route('repairTaskOverlap', {
    handler: async ({ body }) => repairData.overlap(body.tecdocId, body.repairTasks),
  });
}
