import { z } from 'zod';

/** Session claims, from the access token or from GET /me (storefront-core §3). */
export const claimsSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  guest_user: z.boolean(),
  /** Expiry of the access token, in seconds since the epoch. */
  exp: z.number().int(),
});
export type Claims = z.infer<typeof claimsSchema>;

/** POST /auth: email and password log in; an empty body logs in as a guest or logs out. */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.'),
  password: z.string().min(1, 'Please enter your password.'),
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
  refresh_token: z.string().min(1).optional(),
});

/** A client in cookie mode says so on every request with this header and value. */
export const SESSION_MODE_HEADER = 'x-session-mode';
export const COOKIE_MODE = 'cookie';
/** Cookie mode's CSRF token travels in this header (double submit, see server/plugins/csrf.ts). */
export const CSRF_HEADER = 'x-csrf-token';
/** The captcha answer header sent with a password reset. */
export const CAPTCHA_HEADER = 'x-captcha-response';
/** Replayed writes carry their outbox entry id here (architecture: idempotency). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
