import { loginBodySchema } from '../../../contract/auth/schemas';
import type { RouteDeps } from '../../http/route-deps';
import { serverMessages } from '../../../contract/server-messages';
import { HttpProblem, violations } from '../../http/problem';
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
      // Failed logins are also limited per account (its email), counted where every instance
      // sees them: a workshop's tablets share one address, and a guesser may have many. The
      // check comes before the password is looked at, so once the limit is reached even the
      // right password is refused until the window ends: were it let through, each refusal
      // would tell a guesser "wrong" and the limit would not slow the guessing at all. Two
      // guesses at the same moment may both pass the check; the per-address limit bounds that.
      const account = await limits.loginAccount.check(request);
      if (account.exhausted) {
        reply.header('retry-after', account.retryAfterSeconds);
        throw new HttpProblem(429, serverMessages.loginAccountLimited);
      }
      try {
        return sendTokenPair(request, reply, await services.auth.login(email, password, presented));
      } catch (error) {
        if (error instanceof HttpProblem && error.statusCode === 401) await limits.loginAccount.fail(request);
        throw error;
      }
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
