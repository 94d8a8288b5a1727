import { z } from 'zod';
import { authResponseSchema, claimsSchema, loginBodySchema, refreshBodySchema } from './auth';
import {
  changePasswordSchema,
  messageResponseSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  userSchema,
} from './users';

/**
 * The one route table (design/api-routes.md): paths are relative to the base URL (`/api`).
 * The server registers each route from its entry; the client builds URLs with `routePath`.
 * `auth`: 'public' needs nothing, 'session' needs any session (guest too), 'user' a logged-in user.
 */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  auth: 'public' | 'session' | 'user';
  body?: z.ZodType;
  response?: z.ZodType;
}

export const routes = {
  login: {
    method: 'POST',
    path: '/auth',
    summary: 'Log in with email and password; an empty body logs in as a guest, or logs out a session',
    auth: 'public',
    body: loginBodySchema.partial(),
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
  captcha: {
    method: 'GET',
    path: '/captcha',
    summary: 'Which captcha provider checks password resets, and the local widget value',
    auth: 'public',
    response: z.object({ provider: z.string(), siteKey: z.string().nullable(), localValue: z.string().nullable() }),
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The claims of the current session',
    auth: 'session',
    response: claimsSchema,
  },
  getUser: {
    method: 'GET',
    path: '/users/{id}',
    summary: 'A user record; only your own',
    auth: 'user',
    response: userSchema,
  },
  updateUser: {
    method: 'PUT',
    path: '/users/{id}',
    summary: 'Update email, firstName or lastName of your own record',
    auth: 'user',
    body: profileUpdateSchema,
    response: userSchema,
  },
  register: {
    method: 'POST',
    path: '/users',
    summary: 'Register a retail customer',
    auth: 'public',
    body: registrationSchema,
    response: userSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/users/reset-password',
    summary: 'Email a password reset link; the same answer whether or not the account exists',
    auth: 'public',
    body: resetPasswordSchema,
    response: messageResponseSchema,
  },
  updatePassword: {
    method: 'POST',
    path: '/users/update-password',
    summary: 'Set a new password with the token from a reset email',
    auth: 'public',
    body: updatePasswordSchema,
    response: messageResponseSchema,
  },
  changePassword: {
    method: 'PUT',
    path: '/users/{id}/change-password',
    summary: 'Change your password, given the existing one',
    auth: 'user',
    body: changePasswordSchema,
    response: messageResponseSchema,
  },
  changeBabbageAccount: {
    method: 'PUT',
    path: '/users/change-babbage-account/{id}',
    summary: 'Switch the active trade (babbage) account to one of your own',
    auth: 'user',
    response: userSchema,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/** Fills `{name}` placeholders; values are URL-encoded. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** Fastify's path syntax (`:id`) for a route of the table. */
export function fastifyPath(name: RouteName): string {
  return routes[name].path.replace(/\{(\w+)\}/g, ':$1');
}
