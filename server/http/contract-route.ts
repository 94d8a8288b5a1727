import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { hydraErrorSchema } from '../../contract/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../contract/http/headers';
import {
  conflictSchema,
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
import { PROBLEM_CONTENT_TYPE } from '../plugins/errors';
import { DRAWING_CSP } from '../plugins/security';
import type { AuthContext, Guard } from './auth-context';
import type { Answer, Idempotency } from './idempotency';

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
  /** Answers another success status than the route's (POST /baskets: 200 for a basket that exists). */
  setStatus: (status: 200 | 201 | 204) => void;
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
  body?: z.ZodMiniType;
  /**
   * A public idempotent route's keys belong to a user the route names from the request (a
   * customer's link keys its answers under the garage user who sent it); without one, or
   * when it names no one, a public route's writes are not kept.
   */
  keyOwner?: (request: FastifyRequest) => Promise<string | undefined>;
  handler: (
    context: RouteContext<N>,
  ) => Promise<ResponseOf<Def<N>> | (ResponseOf<Def<N>> extends undefined ? void : never)>;
}

export type ContractRouter = <N extends RouteName>(name: N, options: ContractRouteOptions<N>) => void;

/** Path parameters are plain text unless the route says more. */
function paramsSchema(def: RouteDef): z.ZodMiniType | undefined {
  if (def.params) return def.params;
  const names = pathParamNames(def.path);
  if (!names.length) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, text().check(z.minLength(1))])));
}

/**
 * What the OpenAPI document says of errors: the Hydra shape for all, plus, for routes that have
 * them, the 409 whose `current` is the resource now and the idempotency answers.
 */
function errorResponses(def: RouteDef) {
  return {
    ...(def.conflict
      ? {
          409: conflictSchema(def.conflict).check(
            z.describe(
              'The write was based on another version (or a state that has moved on): `current` is the resource now. ' +
                'Without `current`: the same Idempotency-Key is still being processed.',
            ),
          ),
        }
      : def.idempotent
        ? { 409: hydraErrorSchema.check(z.describe('The same Idempotency-Key is still being processed.')) }
        : {}),
    ...(def.idempotent
      ? {
          422: hydraErrorSchema.check(
            z.describe('The Idempotency-Key was used for a different request, or the request was refused.'),
          ),
        }
      : {}),
    '4xx': hydraErrorSchema,
    '5xx': hydraErrorSchema,
  };
}

/** The OpenAPI answer of a non-JSON route: text or bytes of its media type (@fastify/swagger reads `content`). */
function drawingResponse(mediaType: string) {
  const drawing = mediaType === 'image/svg+xml';
  const what = drawing ? 'The drawing' : mediaType.startsWith('image/') ? 'The photo' : 'The document';
  return z.string().check(
    z.meta({
      description: `${what}, as ${mediaType}`,
      content: { [mediaType]: { schema: drawing ? { type: 'string' } : { type: 'string', format: 'binary' } } },
    }),
  );
}

/**
 * A raw body's media type is read as bytes, unparsed: the route's handler checks them (a photo's
 * digest and magic bytes). Registered once per type, for the whole app: Fastify picks a parser by
 * content type, and only routes that consume it ever look at such a body.
 */
function acceptRawBodies(app: FastifyInstance, type: string): void {
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, bytes, done) => done(null, bytes));
}

export interface ContractRouterOptions {
  /** Keeps the answers of idempotent routes (server/http/idempotency.ts). */
  idempotency?: Idempotency;
}

export function createContractRouter(
  app: FastifyInstance,
  guards: Record<RouteDef['auth'], Guard | undefined>,
  { idempotency }: ContractRouterOptions = {},
): ContractRouter {
  return (name, { rateLimit, body, keyOwner, handler }) => {
    const def: RouteDef = routes[name];
    if (def.consumes) acceptRawBodies(app, def.consumes.type);
    const status = def.status ?? 200;
    const guard = guards[def.auth];
    const params = paramsSchema(def);
    // Public reads may sit in shared caches; a session's own answers only in its browser.
    const visibility = def.auth === 'public' ? 'public' : 'private';
    const cacheControl = def.cacheSeconds
      ? `${visibility}, max-age=${def.cacheSeconds}, stale-while-revalidate=${def.cacheSeconds * 12}`
      : undefined;
    // The handler's answer: the route's status unless the handler sets another.
    const execute = async (request: FastifyRequest, reply: FastifyReply): Promise<Answer> => {
      const answer: Answer = { status, body: undefined };
      answer.body = await handler({
        request,
        reply,
        body: request.body as never,
        query: request.query as never,
        params: request.params as never,
        auth: request.auth as never,
        setStatus: (code) => {
          answer.status = code;
        },
      });
      return answer;
    };
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
          ...(def.produces ? { [status]: drawingResponse(def.produces) } : {}),
          // A created resource asked for again (a safe retry, or a photo's same bytes) answers 200 with it.
          ...(def.response && (def.idempotent || def.consumes) && status === 201 ? { 200: def.response } : {}),
          ...(status === 204 ? { 204: z.null().check(z.describe('No content')) } : {}),
          ...errorResponses(def),
        },
      },
      config: rateLimit ? { rateLimit } : {},
      // A raw body (a photo) may be larger than the JSON limit, up to what the route says.
      ...(def.consumes ? { bodyLimit: def.consumes.maxBytes } : {}),
      // Authentication runs after the rate limit and CSRF check (onRequest), so that guessing is
      // limited even without a session, and before the body is read and the query validated, so
      // that a caller without a session never has a body parsed and 401 wins over 400. A public
      // route has no such hook: `request.auth` stays null (app.ts).
      ...(guard ? { preParsing: async (request: FastifyRequest) => guard(request) } : {}),
      // An empty POST (guest login, logout) is an empty object to the schema.
      ...(def.body
        ? {
            preValidation: async (request: FastifyRequest) => {
              if (request.body === undefined || request.body === null) request.body = {};
            },
          }
        : {}),
      handler: async (request, reply) => {
        // A replayed write (architecture: idempotency): with its key, the answer is kept with the effect.
        const key = def.idempotent ? request.headers[IDEMPOTENCY_HEADER] : undefined;
        const owner = key === undefined ? undefined : (request.auth?.userId ?? (await keyOwner?.(request)));
        const answer =
          key !== undefined && idempotency && owner
            ? await idempotency.run(
                { userId: owner, key, method: request.method, path: request.url, body: request.body },
                () => execute(request, reply),
              )
            : await execute(request, reply);
        if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        reply.code(answer.status);
        // A refusal answered again from the record keeps the error's content type.
        if (answer.status >= 400) reply.type(PROBLEM_CONTENT_TYPE);
        // A drawing is a document of its own when opened directly: it may run and load nothing.
        if (def.produces && answer.status < 400) reply.type(def.produces);
        if (def.produces === 'image/svg+xml' && answer.status < 400)
          reply.header('content-security-policy', DRAWING_CSP);
        // Bytes (a PDF, a ZIP) go out as they are, not through the JSON serialiser.
        if (answer.body instanceof Uint8Array && !Buffer.isBuffer(answer.body))
          answer.body = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
        // 204 sends nothing, whatever was kept (null).
        const result = (answer.status === 204 ? undefined : answer.body) as never;
        if (cacheControl) reply.header('cache-control', cacheControl);
        return result;
      },
    });
  };
}
