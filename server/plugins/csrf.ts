import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../contract/http/headers';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/session-cookie-names';

/**
 * Cookie mode's CSRF defence (docs/session.md): a state-changing request that would be
 * authenticated by a cookie alone must echo a token from GET /csrf-token in x-csrf-token. The
 * secret lives in the HttpOnly `_csrf` cookie (@fastify/csrf-protection); SameSite=Strict is the
 * second line. A request with an Authorization header carries no ambient credential and is exempt.
 */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function needsCsrfToken(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method) || request.headers.authorization) return false;
  return Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[REFRESH_COOKIE]);
}

export async function registerCsrf(app: FastifyInstance): Promise<void> {
  await app.register(csrfProtection, {
    cookieKey: '_csrf',
    cookieOpts: { path: '/api', sameSite: 'strict', httpOnly: true },
    // Only the header: a token in a form body is what a cross-site form could forge.
    getToken: (request) => {
      const value = request.headers[CSRF_HEADER];
      return typeof value === 'string' ? value : undefined;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!needsCsrfToken(request)) return done();
    // Calls done() when the token matches, else answers 403 through the error handler.
    app.csrfProtection(request, reply, done);
  });
}
