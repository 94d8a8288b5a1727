import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthResponse } from '../../../contract/auth/schemas';
import { COOKIE_MODE, SESSION_MODE_HEADER } from '../../../contract/http/headers';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../http/session-cookie-names';
import type { PresentedTokens, TokenPair } from './auth.service';

export { ACCESS_COOKIE, REFRESH_COOKIE };

export function isCookieMode(request: FastifyRequest): boolean {
  return request.headers[SESSION_MODE_HEADER] === COOKIE_MODE;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The Authorization header wins; the cookie is the cookie-mode fallback. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? (request.cookies[ACCESS_COOKIE] || undefined);
}

export function presentedTokens(request: FastifyRequest): PresentedTokens {
  return { accessToken: accessTokenOf(request), refreshToken: request.cookies[REFRESH_COOKIE] || undefined };
}

/**
 * Answers a new pair: as cookies in cookie mode (body fields empty, claims come from GET /me),
 * in the body otherwise. Logout also lands here: the guest pair replaces the user's cookies.
 */
export function sendTokenPair(request: FastifyRequest, reply: FastifyReply, pair: TokenPair): AuthResponse {
  if (!isCookieMode(request)) return { token: pair.token, refresh_token: pair.refreshToken };
  const options = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    secure: request.protocol === 'https',
    // Both last as long as the session: an expired access cookie still tells logout which session ends.
    expires: pair.sessionExpiresAt,
  } as const;
  reply.setCookie(ACCESS_COOKIE, pair.token, options);
  reply.setCookie(REFRESH_COOKIE, pair.refreshToken, options);
  return { token: '', refresh_token: '' };
}
