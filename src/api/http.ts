import type { ZodMiniType } from 'zod/mini';
import { noteCachedRead } from './cached-reads';
import { noteReadBeforeWorker } from './reads-before-worker';
import { COOKIE_MODE, CSRF_HEADER, SESSION_MODE_HEADER } from '../../contract/http/headers';
import { encodeQuery, type QueryValue } from '../../contract/http/query-string';
import { routePath, type RequestParts, type ResponseOf, type RouteDef } from '../../contract/http/route';
import { apiErrorFrom, ConflictError, ContractError, isAbortError, NetworkError, TimeoutError } from './api-error';
import { getConfig } from './config';
import { clearCsrfToken, getCsrfToken, isCsrfRejection } from './csrf';
import { log } from './log';

/** What a route answers, as its contract schema parses it. */
export type RouteResponse<R extends RouteDef> = ResponseOf<R>;

/** Path parameters, query and body come from the route's schemas (pass `{}` for an empty body). */
export type SendOptions<R extends RouteDef> = RequestParts<R> & TransportOptions;

export interface TransportOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The bearer token to send in bearer mode. The transport never reads or changes the session
   * itself: the session layer (src/session) decides whose token a call carries.
   */
  token?: string | null;
  /** Give up after this long (default 20 s): a hung request must not hold a replay forever. */
  timeoutMs?: number;
}

/** The default timeout of one request. */
export const REQUEST_TIMEOUT_MS = 20_000;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The untyped view of SendOptions the transport works with. */
interface Parts extends TransportOptions {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** A public read the route table sends to the cached API host (core §7). */
const toCachedHost = (route: RouteDef) => (route as { host?: string }).host === 'cached';

function urlOf(route: RouteDef, options: Parts): string {
  const { baseUrl, cachedBaseUrl } = getConfig();
  const base = toCachedHost(route) ? (cachedBaseUrl ?? baseUrl) : baseUrl;
  return `${base}${routePath(route, options.params)}${encodeQuery(options.query)}`;
}

async function buildInit(route: RouteDef, options: Parts): Promise<RequestInit> {
  // No session goes to the cached host: no cookie, token or session-mode header (which would
  // also make a cross-origin read ask the host's leave first).
  if (toCachedHost(route))
    return { method: route.method, headers: { accept: 'application/json' }, credentials: 'omit' };
  const { isCookies } = getConfig();
  const method = route.method;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A route that consumes raw bytes (a photo) sends its Blob as it is, under its own media type.
  const raw = route.consumes?.type ?? null;
  if (options.body !== undefined) headers['content-type'] = raw ?? 'application/json';
  if (isCookies) {
    headers[SESSION_MODE_HEADER] = COOKIE_MODE;
    if (STATE_CHANGING.has(method)) headers[CSRF_HEADER] = await getCsrfToken();
  } else if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  return {
    method,
    headers,
    body: options.body === undefined ? undefined : raw ? (options.body as Blob) : JSON.stringify(options.body),
    credentials: isCookies ? 'include' : 'same-origin',
  };
}

/**
 * One call of the route table: JSON in and out, session mode headers, CSRF in cookie mode,
 * ApiError for non-OK answers, and the answer parsed with the route's contract schema.
 */
export async function send<R extends RouteDef>(
  route: R,
  ...[options]: OptionalIfEmpty<SendOptions<R>>
): Promise<ResponseOf<R>> {
  const parts = (options ?? {}) as Parts;
  try {
    let response = await request(route, parts);
    if (!response.ok) {
      const error = await errorOf(route, response);
      if (!getConfig().isCookies || !isCsrfRejection(error.status, error.message)) throw error;
      // The CSRF token was refused (expired secret, new session): fetch a new one once.
      clearCsrfToken();
      response = await request(route, parts);
      if (!response.ok) throw await errorOf(route, response);
    }
    noteCachedRead(response.url, response);
    return await parseBody(route, response);
  } catch (error) {
    // An aborted call rejects (its caller no longer wants the answer); screens only log it (§8).
    if (isAbortError(error)) log.info(`Request aborted: ${route.method} ${route.path}`);
    throw error;
  }
}

/** Options may be left out when the route needs no parameters, query or body. */
export type OptionalIfEmpty<O> = object extends RequiredKeys<O> ? [options?: O] : [options: O];
type RequiredKeys<O> = { [K in keyof O as undefined extends O[K] ? never : K]: O[K] };

/** A 409 whose route names the shape of its `current` copy becomes a typed ConflictError. */
async function errorOf(route: RouteDef, response: Response) {
  const error = await apiErrorFrom(response);
  const conflict = (route as { conflict?: ZodMiniType }).conflict;
  if (error.status !== 409 || !conflict) return error;
  const current = conflict.safeParse((error.body as { current?: unknown } | null)?.current);
  return new ConflictError(error, current.success ? current.data : null);
}

async function request(route: RouteDef, options: Parts): Promise<Response> {
  const url = urlOf(route, options);
  const init = await buildInit(route, options);
  // The caller's signal and the timeout both end the request; which one did decides the error.
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  noteReadBeforeWorker(url, init);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new TimeoutError(route.name);
    // fetch rejects with a TypeError when the network fails; an abort keeps its own name.
    if (error instanceof TypeError) throw new NetworkError(error);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function parseBody<R extends RouteDef>(route: R, response: Response): Promise<ResponseOf<R>> {
  const { name, response: schema } = route;
  // A document (a PDF, a ZIP) is its bytes, an image in SVG its text: never JSON.
  if (route.produces === 'image/svg+xml') return (await response.text()) as ResponseOf<R>;
  if (route.produces) return new Uint8Array(await response.arrayBuffer()) as ResponseOf<R>;
  const raw = response.status === 204 ? '' : await response.text();
  if (!schema) return undefined as ResponseOf<R>;
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : undefined;
  } catch {
    throw new ContractError(name, 'the body is not JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ContractError(name, parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', '));
  return parsed.data as ResponseOf<R>;
}
