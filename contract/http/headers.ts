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
/** The body's digest (RFC 9530), `sha-256=:<base64>:`: a photo's upload says what it sends. */
export const CONTENT_DIGEST_HEADER = 'content-digest';
/** Set to 'true' on an answer replayed from the idempotency record (no second effect happened). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** What the server answers about an Idempotency-Key (architecture: idempotency). */
export const idempotencyMessages = {
  inProgress: 'A request with this Idempotency-Key is still being processed.',
  differentRequest: 'This Idempotency-Key was already used for a different request.',
  invalidKey: 'The Idempotency-Key must be a UUID.',
} as const;
/** The propertyPath of a malformed key's violation. */
export const IDEMPOTENCY_KEY_PROPERTY = 'Idempotency-Key';
