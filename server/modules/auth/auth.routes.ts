import { loginBodySchema } from '../../../contract/auth/schemas';
import type { RouteDeps } from '../../http/route-deps';
import { violations } from '../../http/problem';
import { checkRequest } from '../../http/validation';
import { authStateOf } from './auth-state';
import { REFRESH_COOKIE, accessTokenOf, presentedTokens, sendTokenPair } from './session-cookies';

/** Any credential at all makes a password login; none is guest login, guest re-login or logout. */
const isPasswordLogin = (body: unknown): boolean => {
  const fields = (body ?? {}) as { email?: unknown; password?: unknown };
  return fields.email !== undefined || fields.password !== undefined;
};

/** GET and POST /auth, POST /token/refresh, GET /me, GET /csrf-token (docs/session.md). */
export function authRoutes({ route, services, limits }: RouteDeps): void {
  route('authState', {
    handler: async ({ request, reply }) => {
      // The answer depends on the cookie or header it was asked with: never reuse it.
      reply.header('cache-control', 'no-store');
      return authStateOf(services.auth, accessTokenOf(request));
    },
  });

  route('login', {
    // Password guesses get the strict limit; guest login and logout (an empty body) get the
    // session limit on a counter of their own: every app start is a guest login, and a
    // workshop's tablets share one address.
    rateLimit: {
      hook: 'preHandler',
      timeWindow: limits.auth.timeWindow,
      max: (request) => (isPasswordLogin(request.body) ? limits.auth.max : limits.refresh.max),
      keyGenerator: (request) => `${request.ip}:${isPasswordLogin(request.body) ? 'password' : 'session'}`,
    },
    handler: async ({ request, reply, body }) => {
      const presented = presentedTokens(request);
      // Half of the credentials is a mistake, answered with violations below.
      if (!isPasswordLogin(body)) {
        return sendTokenPair(request, reply, await services.auth.guestLoginOrLogout(presented));
      }
      const credentials = checkRequest(loginBodySchema, body);
      if (!credentials.success) throw violations(credentials.violations);
      const { email, password } = credentials.data;
      return sendTokenPair(request, reply, await services.auth.login(email, password, presented));
    },
  });

  route('refreshToken', {
    rateLimit: limits.refresh,
    handler: async ({ request, reply, body }) => {
      // Bearer mode sends the token in the body; cookie mode leaves it in the HttpOnly cookie.
      const token = body.refresh_token ?? (request.cookies[REFRESH_COOKIE] || undefined);
      return sendTokenPair(request, reply, await services.auth.refresh(token));
    },
  });

  route('me', {
    handler: async ({ auth }) => services.auth.claims(auth),
  });

  route('csrfToken', {
    handler: async ({ request, reply }) => ({ token: reply.generateCsrf({ secure: request.protocol === 'https' }) }),
  });
}
