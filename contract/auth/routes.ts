import { z } from 'zod/mini';
import { defineRoutes } from '../http/route';
import { authResponseSchema, authStateSchema, claimsSchema, loginBodySchema, refreshBodySchema } from './schemas';

/** Sessions: their state, log in (or as a guest), refresh, log out, and the CSRF token of cookie mode. */
export const authRoutes = defineRoutes('auth', {
  authState: {
    method: 'GET',
    path: '/auth',
    summary: "The current session's state: authenticated, guest, userId and exp; never 401",
    auth: 'public',
    response: authStateSchema,
  },
  login: {
    method: 'POST',
    path: '/auth',
    summary: 'Log in with email and password; an empty body logs in as a guest, or logs out a session',
    auth: 'public',
    body: z.partial(loginBodySchema),
    response: authResponseSchema,
  },
  refreshToken: {
    method: 'POST',
    path: '/token/refresh',
    summary: 'Rotate the refresh token and issue a new access token',
    auth: 'public',
    body: refreshBodySchema,
    response: authResponseSchema,
  },
  csrfToken: {
    method: 'GET',
    path: '/csrf-token',
    summary: 'A CSRF token for cookie-mode clients to echo in the x-csrf-token header',
    auth: 'public',
    response: z.object({ token: z.string() }),
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The claims of the current session',
    auth: 'session',
    response: claimsSchema,
  },
});
