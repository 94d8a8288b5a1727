import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hydraErrorSchema } from '../../contract/errors';
import {
  fastifyPath,
  pathParamNames,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
} from '../../contract/http/route';
import { text } from '../../contract/http/text';
import { routes, type RouteName } from '../../contract/routes';
import type { AuthContext } from '../modules/auth/auth.service';
import type { Guard } from '../modules/auth/auth.guard';

/**
 * Registers a route from its entry in the contract's route table: method, path, summary, body,
 * query, headers and response schemas all come from there, so client, server and OpenAPI cannot
 * drift apart. The handler's arguments are typed by the same entry.
 */
type Def<N extends RouteName> = (typeof routes)[N];
type AuthOf<N extends RouteName> = Def<N>['auth'] extends 'public' ? AuthContext | null : AuthContext;

/** The longest path parameter accepted; a longer one answers 404 (plugins/errors.ts). */
export const MAX_PARAM_LENGTH = 200;

export interface RouteContext<N extends RouteName> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: BodyOf<Def<N>>;
  query: QueryOf<Def<N>>;
  params: ParamsOf<Def<N>>;
  auth: AuthOf<N>;
}

export interface RateLimit {
  max: number | ((request: FastifyRequest, key: string) => number);
  timeWindow: number;
  /** Where the limit is checked; 'preHandler' lets it look at the parsed body. */
  hook?: 'onRequest' | 'preHandler';
  keyGenerator?: (request: FastifyRequest) => string;
}

export interface ContractRouteOptions<N extends RouteName> {
  rateLimit?: RateLimit;
  /** The contract's body schema with server-only rules added (same shape, stricter). */
  body?: z.ZodType;
  handler: (context: RouteContext<N>) => Promise<ResponseOf<Def<N>> | (ResponseOf<Def<N>> extends undefined ? void : never)>;
}

export type ContractRouter = <N extends RouteName>(name: N, options: ContractRouteOptions<N>) => void;

/** Path parameters are plain text unless the route says more. */
function paramsSchema(def: RouteDef): z.ZodType | undefined {
  if (def.params) return def.params;
  const names = pathParamNames(def.path);
  if (!names.length) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, text().min(1)])));
}

export function createContractRouter(
  app: FastifyInstance,
  guards: Record<RouteDef['auth'], Guard | undefined>,
): ContractRouter {
  return (name, { rateLimit, body, handler }) => {
    const def: RouteDef = routes[name];
    const status = def.status ?? 200;
    const guard = guards[def.auth];
    const params = paramsSchema(def);
    app.route({
      method: def.method,
      url: fastifyPath(def),
      schema: {
        operationId: name,
        summary: def.summary,
        tags: [def.domain],
        ...(def.auth === 'public' ? {} : { security: [{ bearerAuth: [] }, { cookieAuth: [] }] }),
        ...(params ? { params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.headers ? { headers: def.headers } : {}),
        ...(def.body ? { body: body ?? def.body } : {}),
        // Errors are documented once for all routes: the Hydra / RFC 9457 shape.
        response: {
          ...(def.response ? { [status]: def.response } : {}),
          ...(status === 204 ? { 204: z.null().describe('No content') } : {}),
          '4xx': hydraErrorSchema,
          '5xx': hydraErrorSchema,
        },
      },
      config: rateLimit ? { rateLimit } : {},
      // Authentication runs after the rate limit (onRequest), so that guessing is limited even
      // without a session, and before the body is parsed, so that 401 wins over 400.
      preParsing: async (request) => {
        request.auth = null;
        if (guard) await guard(request);
      },
      // An empty POST (guest login, logout) is an empty object to the schema.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      handler: async (request, reply) => {
        const result = await handler({
          request,
          reply,
          body: request.body as never,
          query: request.query as never,
          params: request.params as never,
          auth: request.auth as never,
        });
        reply.code(status);
        if (def.cacheSeconds) {
          // Public reads may sit in shared caches; a session's own answers only in its browser.
          const scope = def.auth === 'public' ? 'public' : 'private';
          reply.header('cache-control', `${scope}, max-age=${def.cacheSeconds}, stale-while-revalidate=${def.cacheSeconds * 12}`);
        }
        return result;
      },
    });
  };
}
