import type { z } from 'zod';
import { COOKIE_MODE, CSRF_HEADER, SESSION_MODE_HEADER } from '../../contract/auth';
import { routePath, routes, type RouteName } from '../../contract/routes';
import { sanitiseLogText } from '../../contract/log-sanitise';
import { apiErrorFrom, ContractError, isAbortError, NetworkError } from './api-error';
import { getConfig } from './config';
import { clearCsrfToken, getCsrfToken, isCsrfRejection } from './csrf';
import { readToken } from './session-storage';

/** What a route answers, as its contract schema parses it. */
export type RouteResponse<N extends RouteName> = (typeof routes)[N] extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export interface SendOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** A JSON body; pass `{}` for the spec's "empty body". */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token in bearer mode (default true). */
  withToken?: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function urlOf(name: RouteName, options: SendOptions): string {
  const { baseUrl } = getConfig();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${routePath(name, options.params)}${qs ? `?${qs}` : ''}`;
}

async function buildInit(name: RouteName, options: SendOptions): Promise<RequestInit> {
  const { isCookies } = getConfig();
  const method = routes[name].method;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (isCookies) {
    headers[SESSION_MODE_HEADER] = COOKIE_MODE;
    if (STATE_CHANGING.has(method)) headers[CSRF_HEADER] = await getCsrfToken();
  } else if (options.withToken !== false) {
    const token = readToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  return {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: isCookies ? 'include' : 'same-origin',
    signal: options.signal,
  };
}

// An aborted call means its caller no longer wants the answer: log it and never settle, so that
// no error state or message follows (§8 "Aborted fetches are only logged").
function logAbort(name: RouteName): Promise<never> {
  console.info(sanitiseLogText(`Request aborted: ${routes[name].method} ${routes[name].path}`));
  return new Promise<never>(() => {});
}

/**
 * One call of the route table: JSON in and out, session mode headers, CSRF in cookie mode,
 * ApiError for non-OK answers, and the answer parsed with the route's contract schema.
 */
export async function send<N extends RouteName>(name: N, options: SendOptions = {}): Promise<RouteResponse<N>> {
  try {
    let response = await request(name, options);
    if (!response.ok) {
      const error = await apiErrorFrom(response);
      if (!getConfig().isCookies || !isCsrfRejection(error.status, error.message)) throw error;
      // The CSRF token was refused (expired secret, new session): fetch a new one once.
      clearCsrfToken();
      response = await request(name, options);
      if (!response.ok) throw await apiErrorFrom(response);
    }
    return await parseBody(name, response);
  } catch (error) {
    if (isAbortError(error)) return logAbort(name);
    throw error;
  }
}

async function request(name: RouteName, options: SendOptions): Promise<Response> {
  const url = urlOf(name, options);
  const init = await buildInit(name, options);
  try {
    return await fetch(url, init);
  } catch (error) {
    // fetch rejects with a TypeError when the network fails; an abort keeps its own name.
    if (error instanceof TypeError) throw new NetworkError(error);
    throw error;
  }
}

async function parseBody<N extends RouteName>(name: N, response: Response): Promise<RouteResponse<N>> {
  const schema = (routes[name] as { response?: z.ZodType }).response;
  const raw = response.status === 204 ? '' : await response.text();
  if (!schema) return undefined as RouteResponse<N>;
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : undefined;
  } catch {
    throw new ContractError(name, 'the body is not JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ContractError(name, parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', '));
  return parsed.data as RouteResponse<N>;
}
