import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteDef } from '../../contract/http/route';
import { allRoutes } from '../../contract/routes';

/** The OpenAPI document of the route table (design/api-routes.md), from the routes' zod schemas. */
export const OPENAPI_PATH = '/api/docs/openapi.json';

type Operation = {
  operationId?: string;
  requestBody?: { required?: boolean; description?: string; content?: Record<string, unknown> };
};
type Document = { paths?: Record<string, Record<string, Operation>> };

const byName = new Map<string, RouteDef>(allRoutes.map((route) => [route.name, route]));

/**
 * The server reads an empty body as `{}` (guest login, logout), so a body whose schema accepts
 * `{}` is not required; @fastify/swagger marks every body required.
 */
export function markOptionalBodies<D extends Document>(document: D): D {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const route = operation.operationId ? byName.get(operation.operationId) : undefined;
      if (route?.body && operation.requestBody && route.body.safeParse({}).success)
        operation.requestBody.required = false;
    }
  }
  return document;
}

/**
 * A route that takes a raw body (a photo's JPEG) has no JSON schema for Fastify to validate with,
 * so @fastify/swagger cannot see it: the document names it here, as bytes of its media type.
 */
export function describeRawBodies<D extends Document>(document: D): D {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const route = operation.operationId ? byName.get(operation.operationId) : undefined;
      if (!route?.consumes) continue;
      operation.requestBody = {
        required: true,
        description: `The bytes, as ${route.consumes.type}, at most ${route.consumes.maxBytes} bytes`,
        content: { [route.consumes.type]: { schema: { type: 'string', format: 'binary' } } },
      };
    }
  }
  return document;
}

export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Workbay API',
        description: 'The storefront API. Errors are Hydra / RFC 9457 problem documents.',
        version: '0.1.0',
      },
      servers: [{ url: '/' }],
      tags: [...new Set(allRoutes.map((route) => route.domain))].map((name) => ({ name })),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'wb_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () =>
    describeRawBodies(markOptionalBodies(app.swagger() as Document)),
  );
}
