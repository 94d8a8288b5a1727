/**
 * Cookie mode (docs/session.md): the token pair travels in HttpOnly cookies, never in the body.
 * Named here, below the modules, because the CSRF check (plugins/csrf.ts) looks for them too.
 */
export const ACCESS_COOKIE = 'wb_token';
export const REFRESH_COOKIE = 'wb_refresh';
