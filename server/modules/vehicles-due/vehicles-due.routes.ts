import type { RouteDeps } from '../../http/route-deps';

/** GET /vehicles-due (design/api-routes.md, "Clocking and the workshop board"); the service has the rules. */
export function vehiclesDueRoutes({ route, services }: RouteDeps): void {
  route('vehiclesDue', { handler: async ({ auth, query }) => services.vehiclesDue.list(auth, query) });
}
