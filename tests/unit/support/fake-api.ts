import { vi } from 'vitest';
import type { Claims } from '../../../contract/auth/schemas';
import { hydraError } from '../../../contract/errors';
import type { User } from '../../../contract/users/schemas';

/** One recorded call to the stubbed `fetch`. */
export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: Call) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, description: string, extra: Record<string, unknown> = {}): Response {
  return json({ ...hydraError(status, description), ...extra }, status);
}

/**
 * Stubs the global fetch at the network boundary: each "METHOD /path" (path without the base
 * URL) answers from its handler; a list of handlers answers in turn. Unknown calls fail the test.
 */
export function fakeApi(routes: Record<string, Handler | Handler[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const key = `${call.method} ${call.path}`;
    const entry = routes[key];
    if (!entry) throw new Error(`Unexpected call ${key}`);
    if (!Array.isArray(entry)) return abortable(entry(call), init.signal);
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const handler = entry[Math.min(index, entry.length - 1)];
    if (!handler) throw new Error(`No answer for ${key}`);
    return abortable(handler(call), init.signal);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Like fetch, an answer still pending rejects with an AbortError when the request is aborted. */
function abortable(answer: Response | Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return Promise.resolve(answer);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(answer)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function claims(overrides: Partial<Claims> = {}): Claims {
  return {
    id: 'user-1',
    email: 'retail@workbay.test',
    first_name: 'Rita',
    last_name: 'Retail',
    guest_user: false,
    exp: Math.floor(Date.now() / 1000) + 900,
    ...overrides,
  };
}

/** A guest's claims (no name, no email), long-lived unless told otherwise. */
export function guestClaims(overrides: Partial<Claims> = {}): Claims {
  return claims({
    id: 'g1',
    guest_user: true,
    email: null,
    first_name: null,
    last_name: null,
    exp: 2_000_000_000,
    ...overrides,
  });
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT carrying the claims: the client only reads them. */
export function jwt(payload: Claims & Record<string, unknown>): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  return `${header}.${base64url({ sub: payload.id, sid: 's-1', ...payload })}.signature`;
}

export function pair(c: Claims, refreshToken = 'refresh-1') {
  return json({ token: jwt(c), refresh_token: refreshToken });
}

export function useBearerMode() {
  localStorage.setItem('config', JSON.stringify({ baseUrl: '/api', isCookies: false }));
}

export function useCookieMode() {
  localStorage.setItem('config', JSON.stringify({ baseUrl: '/api', isCookies: true }));
}

/** Stores a bearer-mode session as the client would. */
export function storeBearerSession(c: Claims, token = jwt(c), refreshToken = 'refresh-0') {
  localStorage.setItem('token', token);
  localStorage.setItem('refresh_token', refreshToken);
  localStorage.setItem('claims', JSON.stringify(c));
  localStorage.setItem('expires_at', String(c.exp * 1000));
}

export function storeCookieSession(c: Claims) {
  localStorage.setItem('claims', JSON.stringify(c));
  localStorage.setItem('expires_at', String(c.exp * 1000));
}

/** A user record as GET /users/{id} answers it. */
export function userRecord(overrides: Partial<User> = {}): User {
  return {
    '@id': '/api/users/u1',
    id: 'u1',
    username: 'a@b.test',
    email: 'a@b.test',
    first_name: 'A',
    last_name: 'B',
    firstName: 'A',
    lastName: 'B',
    telephone: null,
    exp: 2_000_000_000,
    guest_user: false,
    isKeyAccount: 'false' as const,
    babbageAccount: null,
    babbageAccounts: [],
    currency: 'GBP',
    tradingCountry: 'gb',
    loginPopupContent: null,
    vehicleDetails: [],
    allowVehicleRefinement: false,
    customBabbageAccountTheme: null,
    ...overrides,
  };
}
