import type { RouteDeps } from '../../http/route-deps';

/** The wismo calls (trade §7, issue 26): the list, refreshing some orders, and one order's tracking. */
export function trackingRoutes({ route, services }: RouteDeps): void {
  route('wismoOrderList', { handler: async ({ auth, body }) => services.tracking.list(auth, body) });
  route('updateWismoOrders', { handler: async ({ auth, body }) => services.tracking.update(auth, body) });
  route('wismoOrder', { handler: async ({ auth, body }) => services.tracking.get(auth, body) });
}
