import { DEVICE_CLOCK_HEADER } from '../../../contract/clocking/schemas';
import type { RouteDeps } from '../../http/route-deps';

/** The clocking calls of design/api-routes.md ("Clocking and the workshop board"); the services have the rules. */
export function clockingRoutes({ route, services, limits }: RouteDeps): void {
  route('technicians', { handler: async ({ auth }) => services.technicians.list(auth) });
  route('checkTechnicianPin', {
    // Four digits are few: guessing is limited as logins are.
    rateLimit: limits.auth,
    handler: async ({ auth, params, body }) => services.technicians.checkPin(auth, params.id, body.pin),
  });
  route('recordClockEvent', {
    handler: async ({ auth, body, request, setStatus }) => {
      const header = request.headers[DEVICE_CLOCK_HEADER];
      const { event, created } = await services.clockEvents.record(
        auth,
        body,
        typeof header === 'string' ? header : undefined,
      );
      if (!created) setStatus(200);
      return event;
    },
  });
  route('clockEvents', { handler: async ({ auth, query }) => services.clockEvents.list(auth, query) });
  route('technicianFigures', { handler: async ({ auth, query }) => services.technicianFigures.figures(auth, query) });
  route('clockingSettings', { handler: async ({ auth }) => services.clockingSettings.get(auth) });
  route('saveClockingSettings', { handler: async ({ auth, body }) => services.clockingSettings.save(auth, body) });
}
