import type { RouteDeps } from '../../http/route-deps';

/** Quick brake and service kits (trade-features §7): the storefront's pair and the work order's. Thin. */
export function quickKitsRoutes({ route, services }: RouteDeps): void {
  const { quickKits } = services;
  route('storefrontQuickBrakeKit', {
    handler: async ({ auth, query }) => quickKits.storefrontKit(auth, 'brake', query.tecdocId),
  });
  route('storefrontQuickServiceKit', {
    handler: async ({ auth, query }) => quickKits.storefrontKit(auth, 'service', query.tecdocId),
  });
  route('workOrderQuickBrakeKit', {
    handler: async ({ auth, body }) => quickKits.workOrderKit(auth, 'brake', body.vehicleOptions),
  });
  route('workOrderQuickServiceKit', {
    handler: async ({ auth, body }) => quickKits.workOrderKit(auth, 'service', body.vehicleOptions),
  });
}
