/** Request headers of the API beyond the standard ones. */

/** A client in cookie mode says so on every request with this header and value. */
export const SESSION_MODE_HEADER = 'x-session-mode';
export const COOKIE_MODE = 'cookie';
/** Cookie mode's CSRF token travels in this header (double submit, see server/plugins/csrf.ts). */
export const CSRF_HEADER = 'x-csrf-token';
/** The captcha answer header sent with a password reset. */
export const CAPTCHA_HEADER = 'x-captcha-response';
/** Replayed writes carry their outbox entry id here (architecture: idempotency). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
