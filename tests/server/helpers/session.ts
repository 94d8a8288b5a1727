import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { COOKIE_MODE, CSRF_HEADER, SESSION_MODE_HEADER } from '../../../contract/http/headers';
import { demoUsers } from '../../../server/demo/users/users';

/** Demo accounts by their role in the tests. */
const byEmail = (email: string) => {
  const user = demoUsers.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return user;
};
export const trade = byEmail('trade@workbay.test');
export const tradeIe = byEmail('trade.ie@workbay.test');
export const retail = byEmail('retail@workbay.test');

export interface Pair {
  token: string;
  refresh_token: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(app: FastifyInstance, email: string, password: string): Promise<Pair> {
  const response = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Pair>();
}

export async function guestLogin(app: FastifyInstance): Promise<Pair> {
  const response = await app.inject({ method: 'POST', url: '/api/auth' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Pair>();
}

/** The `sub` of an access token, read without verifying (the server verifies). */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A cookie-mode browser in miniature: keeps the cookies the server sets and sends them back,
 * with the session-mode header and, once fetched, the CSRF token.
 */
export class CookieClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { [SESSION_MODE_HEADER]: COOKIE_MODE };
    if (this.csrfToken && method !== 'GET') headers[CSRF_HEADER] = this.csrfToken;
    Object.assign(headers, extraHeaders);
    const response = await this.app.inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(payload ? { payload } : {}),
    });
    this.keep(response);
    return response;
  }

  async fetchCsrfToken(): Promise<string> {
    const response = await this.request('GET', '/api/csrf-token');
    expect(response.statusCode).toBe(200);
    this.csrfToken = response.json<{ token: string }>().token;
    return this.csrfToken;
  }

  private keep(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (cookie.expires && cookie.expires.getTime() <= Date.now()) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
