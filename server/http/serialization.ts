import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers become JSON. With `validate` (tests and development), every answer is checked
 * against the contract's zod schema and encoded by it (fastify-type-provider-zod): a handler that
 * drifts from the contract fails its test with a 500. Without (NODE_ENV=production), the same
 * schema, turned into JSON Schema, is compiled once into a serializer (fast-json-stringify): it
 * writes only the properties the contract declares, as zod's encode does, but checks no more
 * than that required properties are there. That check per answer cost product information
 * (about 900 stock rows) 0.5 ms of its 4; the tests keep it for every route.
 */
export function createSerializerCompiler({ validate }: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  if (validate) return zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>;
  return (route) => compiled(route.schema) ?? (zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>)(route);
}

/** The compiled serializer of a zod schema, or undefined when JSON Schema cannot say it all (then zod serialises). */
export function compiled(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    // Output side: what the answer looks like once encoded. A transform, a date or a custom
    // check has no JSON Schema, and throws here.
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    return build(jsonSchema as Parameters<typeof build>[0]);
  } catch {
    return undefined;
  }
}
