import { CAPTCHA_HEADER } from '../../../contract/http/headers';
import { updatePasswordSchema } from '../../../contract/users/schemas';
import type { RouteDeps } from '../../http/route-deps';
import { withPasswordRules } from '../passwords/passwords.service';

/** POST /users/reset-password and POST /users/update-password (docs/session.md). */
export function passwordResetRoutes({ route, services, limits }: RouteDeps): void {
  route('resetPassword', {
    rateLimit: limits.auth,
    handler: async ({ request, body }) => {
      const answer = request.headers[CAPTCHA_HEADER];
      return services.passwordReset.request(body.email, typeof answer === 'string' ? answer : undefined, request.ip);
    },
  });

  route('updatePassword', {
    rateLimit: limits.auth,
    body: withPasswordRules(updatePasswordSchema, 'newPassword', 'email'),
    handler: async ({ body }) => services.passwordReset.update(body),
  });
}
