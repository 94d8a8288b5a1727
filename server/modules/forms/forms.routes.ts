import type { RouteDeps } from '../../http/route-deps';

/** Forms, their submissions and the two applications; rate limited as every public write. */
export function formsRoutes({ route, services, limits }: RouteDeps): void {
  const { forms, fifmApplications, userApplications } = services;

  route('forms', {
    handler: async () => {
      const members = await forms.list();
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('submitForm', { rateLimit: limits.forms, handler: async ({ body }) => forms.submit(body) });
  route('fifmApplications', {
    handler: async ({ auth }) => {
      const members = await fifmApplications.list(auth);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('createFifmApplication', {
    rateLimit: limits.forms,
    handler: async ({ auth, body }) => fifmApplications.apply(auth, body),
  });
  route('createUserApplication', {
    rateLimit: limits.forms,
    handler: async ({ body }) => userApplications.apply(body),
  });
}
