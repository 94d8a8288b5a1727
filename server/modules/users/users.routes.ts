import { registrationSchema } from '../../../contract/users/schemas';
import type { RouteDeps } from '../../http/route-deps';
import { withPasswordRules } from '../passwords/passwords.service';

/** The user record, registration and password change (storefront-core §7). */
export function usersRoutes({ route, services, limits }: RouteDeps): void {
  route('getUser', {
    handler: async ({ auth, params }) => services.users.get(auth, params.id),
  });

  route('updateUser', {
    handler: async ({ auth, params, body }) => services.users.update(auth, params.id, body),
  });

  route('haynesProTerms', {
    handler: async ({ auth, params }) => services.users.setHaynesProTerms(auth, params.id, params.status),
  });

  route('register', {
    rateLimit: limits.auth,
    body: withPasswordRules(registrationSchema, 'password', 'email'),
    handler: async ({ body }) => services.users.register(body),
  });

  route('changePassword', {
    rateLimit: limits.auth,
    handler: async ({ auth, params, body }) => services.changePassword(auth, params.id, body),
  });
}
