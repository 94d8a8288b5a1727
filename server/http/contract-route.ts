import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hydraErrorSchema } from '../../contract/errors';
import { fastifyPath, routes, type RouteName } from '../../contract/routes';
import type { AuthContext } from '../modules/auth/auth.service';
import type { Guard } from '../modules/auth/auth.guard';

/**
 * Registers a route from its entry in the contract's route table: method, path, summary, body and
 * response schemas all come from there, so client, server and OpenAPI cannot drift apart.
 */
type Def<N extends RouteName> = (typeof routes)[N];
type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;

export type BodyOf<N extends RouteName> = Def<N> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type ResponseOf<N extends RouteName> =
  Def<N> extends { response: infer R extends z.ZodType } ? z.output<R> : undefined;
export type ParamsOf<N extends RouteName> = Record<ParamNames<Def<N>['path']>, string>;
type AuthOf<N extends RouteName> = Def<N>['auth'] extends 'public' ? AuthContext | null : AuthContext;

export interface RouteContext<N extends RouteName> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: BodyOf<N>;
  params: ParamsOf<N>;
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
  /** The success status; 200 unless the route creates something. */
  status?: 200 | 201;
  rateLimit?: RateLimit;
  /** The contract's body schema with server-only rules added (same shape, stricter). */
  body?: z.ZodType;
  handler: (context: RouteContext<N>) => Promise<ResponseOf<N>>;
}

export type ContractRouter = <N extends RouteName>(name: N, options: ContractRouteOptions<N>) => void;

export function createContractRouter(
  app: FastifyInstance,
  guards: Record<Def<RouteName>['auth'], Guard | undefined>,
): ContractRouter {
  return (name, { status = 200, rateLimit, body, handler }) => {
    const def: Def<RouteName> = routes[name];
    const paramNames = [...def.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const guard = guards[def.auth];
    app.route({
      method: def.method,
      url: fastifyPath(name),
      schema: {
        operationId: name,
        summary: def.summary,
        tags: [def.path.split('/')[1] ?? 'api'],
        ...(def.auth === 'public' ? {} : { security: [{ bearerAuth: [] }, { cookieAuth: [] }] }),
        ...(paramNames.length ? { params: z.object(Object.fromEntries(paramNames.map((n) => [n, z.string()]))) } : {}),
        ...('body' in def ? { body: body ?? def.body } : {}),
        // Errors are documented once for all routes: the Hydra / RFC 9457 shape.
        response: { ...('response' in def ? { [status]: def.response } : {}), '4xx': hydraErrorSchema, '5xx': hydraErrorSchema },
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
          params: request.params as never,
          auth: request.auth as never,
        });
        reply.code(status);
        return result;
      },
    });
  };
}
