import { z } from 'zod/mini';
import { text } from '../http/text';

/** Session claims, from the access token or from GET /me (storefront-core §3). */
export const claimsSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  guest_user: z.boolean(),
  /** Expiry of the access token, in seconds since the epoch. */
  exp: z.int(),
});
export type Claims = z.infer<typeof claimsSchema>;

/**
 * GET /auth: the state of the session the request carries (its access token, from the header or
 * the cookie). `authenticated` is true for any live session, a guest's too (`guest` tells them
 * apart); no token, an expired or revoked one all answer `authenticated: false`, never 401, so
 * the client can ask before it decides to refresh or start a guest session. `exp` is the access
 * token's expiry in seconds since the epoch, as in the claims.
 */
export const authStateSchema = z.object({
  authenticated: z.boolean(),
  guest: z.boolean(),
  userId: z.nullable(z.string()),
  exp: z.nullable(z.int()),
});
export type AuthState = z.infer<typeof authStateSchema>;

/** POST /auth: email and password log in; an empty body logs in as a guest or logs out. */
export const loginBodySchema = z.object({
  email: text().check(
    z.trim(),
    z.minLength(1, 'Please enter your email address.'),
    z.maxLength(180, 'Your email address must be at most 180 characters long.'),
  ),
  password: text().check(
    z.minLength(1, 'Please enter your password.'),
    z.maxLength(1024, 'Your password is too long.'),
  ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Token pair. In cookie mode the tokens travel only in HttpOnly cookies, so the body carries
 * empty strings and the client reads its claims from GET /me.
 */
export const authResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /token/refresh body; cookie mode omits it and the server reads the refresh cookie. */
export const refreshBodySchema = z.object({
  refresh_token: z.optional(text().check(z.minLength(1), z.maxLength(512))),
});
