import type { RouteDeps } from '../../http/route-deps';

/** The health-check calls of design/api-routes.md ("Health checks"). Thin: the service has the rules. */
export function healthChecksRoutes({ route, services }: RouteDeps): void {
  const checks = services.healthChecks;
  route('healthChecks', {
    handler: async ({ auth, query }) =>
      checks.list(auth, {
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        status: query.status,
        vrm: query.vrm,
        workOrder: query.workOrder,
      }),
  });
  route('createHealthCheck', {
    handler: async ({ auth, body, setStatus }) => {
      const { healthCheck, created } = await checks.create(auth, body);
      if (!created) setStatus(200);
      return healthCheck;
    },
  });
  route('healthCheck', { handler: async ({ auth, params }) => checks.get(auth, params.id) });
  route('changeHealthCheck', {
    handler: async ({ auth, params, body }) => checks.change(auth, params.id, body.changes),
  });
  route('healthCheckTemplates', { handler: async ({ auth }) => checks.templates(auth) });
  route('healthCheckSettings', { handler: async ({ auth }) => checks.settings(auth) });
  route('saveHealthCheckSettings', { handler: async ({ auth, body }) => checks.saveSettings(auth, body) });
}
