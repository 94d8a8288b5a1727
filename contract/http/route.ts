import { z } from 'zod/mini';
import { hydraErrorSchema } from '../errors';
import { clashSchema } from '../documents/clash';
import { IDEMPOTENCY_HEADER } from './headers';

/**
 * One entry of the route table (design/api-routes.md). Paths are relative to the base URL
 * (`/api`) with `{name}` placeholders. `auth`: 'public' needs nothing, 'session' any session
 * (guest too), 'user' a logged-in user. Both sides read everything else from here: the server
 * registers, validates and documents the route; the client builds the URL and parses the answer.
 */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  auth: 'public' | 'session' | 'user';
  /** The JSON body. The server reads an empty body as `{}`, so a body that accepts `{}` is optional. */
  body?: z.ZodMiniType;
  /** The query string, written by `encodeQuery` (`key[]=a&key[]=b` is a list). */
  query?: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  /** Path parameters, when they are more than a plain text each (`text` by default). */
  params?: z.ZodMiniType<Record<string, unknown>, Record<string, string>>;
  /** Request headers the server requires or reads, so that the OpenAPI document names them. */
  headers?: z.ZodMiniType<Record<string, unknown>, Record<string, string | undefined>>;
  response?: z.ZodMiniType;
  /**
   * A non-JSON answer: its media type. The handler returns a drawing as text and a document (a
   * PDF, a ZIP) as bytes, and there is no `response` schema; errors are still the Hydra shape.
   */
  produces?: 'image/svg+xml' | 'image/jpeg' | 'application/pdf' | 'application/zip';
  /**
   * Reads that change rarely (categories, product pages, stores) may be reused for this many
   * seconds, then revalidated with their ETag (304 when unchanged).
   */
  cacheSeconds?: number;
  /**
   * Sent to the cached API host (storefront-core §7: "some calls go to a cached API host"), the
   * client's `cachedBaseUrl`: public reads with no session, so they go without cookies or tokens
   * and a CDN in front of that host may keep them.
   */
  host?: 'cached';
  /** The success status; 200 unless the route creates something or answers nothing. */
  status?: 200 | 201 | 204;
  /**
   * A write the outbox replays: it accepts the `Idempotency-Key` header (a UUID, the outbox
   * entry's id). The first answer is kept for at least 7 days with the effect; a replay answers it
   * again (header `Idempotent-Replayed: true`) with no second effect; the key still running
   * answers 409, the key with another body 422 (messages: `idempotencyMessages`).
   */
  idempotent?: true;
  /**
   * The schema of `current` in this route's 409 answer: a write based on an older version, or on
   * a state that has moved on, answers the Hydra error plus the current copy (`conflictSchema`).
   */
  conflict?: z.ZodMiniType;
}

/** The header of an idempotent route; checked by the server (a UUID, else 400 on `Idempotency-Key`). */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .optional(z.string())
    .check(
      z.describe('A UUID naming this change (the outbox entry id); a replay with it answers the first answer again.'),
    ),
});

/**
 * A 409 answer of a versioned write: the Hydra error plus the current copy the client keeps beside
 * its own. `current` is absent only from the other 409, "the same Idempotency-Key is still being
 * processed" (retry later).
 */
export const conflictSchema = <T extends z.ZodMiniType>(current: T) =>
  z.extend(hydraErrorSchema, {
    current: z.optional(current),
    /** A document with lines names just what clashed, with both values (design/api-routes.md). */
    clashes: z.optional(z.array(clashSchema)),
  });

/** A route with its name in the table and its domain (the OpenAPI tag). */
export type RouteDef = RouteSpec & { readonly name: string; readonly domain: string };

export type RouteGroup<T extends Record<string, RouteSpec>> = {
  readonly [K in keyof T & string]: T[K] & { readonly name: K; readonly domain: string };
};

/** A domain's routes (`contract/<domain>/routes.ts`), each knowing its name and domain. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(domain: string, specs: T): RouteGroup<T> {
  const group: Record<string, RouteDef> = {};
  for (const [name, spec] of Object.entries(specs)) {
    // An idempotent route names its header, so the OpenAPI document and the fuzz test see it.
    const headers = spec.idempotent && !spec.headers ? idempotencyHeaders : spec.headers;
    group[name] = { ...spec, ...(headers ? { headers } : {}), name, domain };
  }
  return group as RouteGroup<T>;
}

type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;
export type PathParamsOf<R extends RouteSpec> = Record<ParamNames<R['path']>, string>;

/** The path parameters, query and body a call of `R` must send: a wrong one does not compile. */
export type RequestParts<R extends RouteSpec> = ([ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParamsOf<R> }) &
  (R extends { body: infer B extends z.ZodMiniType } ? { body: z.input<B> } : { body?: undefined }) &
  (R extends { query: infer Q extends z.ZodMiniType }
    ? object extends z.input<Q>
      ? { query?: z.input<Q> }
      : { query: z.input<Q> }
    : { query?: undefined });

/** What the server's handler receives, after validation. */
export type BodyOf<R extends RouteSpec> = R extends { body: infer B extends z.ZodMiniType } ? z.output<B> : undefined;
export type QueryOf<R extends RouteSpec> = R extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
export type ParamsOf<R extends RouteSpec> = R extends { params: infer P extends z.ZodMiniType }
  ? z.output<P>
  : PathParamsOf<R>;
/** What the route answers. */
export type ResponseOf<R extends RouteSpec> = R extends { response: infer S extends z.ZodMiniType }
  ? z.output<S>
  : R extends { produces: 'image/svg+xml' }
    ? string
    : R extends { produces: string }
      ? Uint8Array
      : undefined;
/** The body of the route's 409 answer, when it has one: the Hydra error plus `current`. */
export type ConflictOf<R extends RouteSpec> = R extends { conflict: infer C extends z.ZodMiniType }
  ? z.output<typeof hydraErrorSchema> & { current?: z.output<C> }
  : undefined;

/** The names of a path's `{placeholders}`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills `{name}` placeholders; values are URL-encoded. */
export function routePath(route: Pick<RouteDef, 'name' | 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${route.name}`);
    return encodeURIComponent(value);
  });
}

/** Fastify's path syntax (`:id`). */
export function fastifyPath(route: Pick<RouteSpec, 'path'>): string {
  return route.path.replace(/\{(\w+)\}/g, ':$1');
}
