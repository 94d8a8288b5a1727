import fc from 'fast-check';
import { z } from 'zod/mini';

/**
 * fast-check arbitraries from a route's zod schemas (through their JSON Schema), for the fuzz
 * test: mostly values of the documented shape, with boundary and hostile values mixed in
 * (empty, too long, NUL and other control characters, odd Unicode, wrong types).
 */
type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
};

export const hostileStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'line\nbreak',
  '\u001b[2J',
  '\u202eevil',
  '😀🚗',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  'x'.repeat(300),
  'x'.repeat(5000),
  '\ud800',
];

const hostileString = fc.constantFrom(...hostileStrings);

const plausibleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,8}(\.[a-z0-9]{1,6})?$/),
    fc.constantFrom('workbay.test', 'garage.co.uk', 'example.ie'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

/** 0: only values of the documented shape; above 0: hostile and boundary values mixed in. */
type Hostility = 0 | 1;

function stringArbitrary(schema: JsonSchema, hostility: Hostility): fc.Arbitrary<string> {
  const shaped = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 10_000))
    : schema.format === 'email'
      ? fc.emailAddress()
      : fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 200),
          unit: 'grapheme',
        });
  if (hostility === 0) return shaped;
  const edges = [schema.minLength, schema.maxLength]
    .filter((n): n is number => n !== undefined && n < 10_000)
    .flatMap((n) => [Math.max(0, n - 1), n, n + 1])
    .map((n) => 'a'.repeat(n));
  return fc.oneof(
    { arbitrary: shaped, weight: 4 },
    { arbitrary: hostileString, weight: 2 },
    ...(edges.length ? [fc.constantFrom(...edges)] : []),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean, hostility: Hostility): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true });
  if (hostility === 0) return inRange;
  return fc.oneof(
    { arbitrary: inRange, weight: 4 },
    fc.constantFrom(min - 1, max + 1, 0, -1, 0.5, 2 ** 53, -(2 ** 53)),
  );
}

function build(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  depth: number,
  hostility: Hostility,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.$ref) {
    const target = defs[schema.$ref.replace(/^#\/\$defs\//, '')];
    return target ? build(target, defs, depth + 1, hostility) : fc.jsonValue();
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => build(choice, defs, depth + 1, hostility)));
  if (schema.allOf?.[0]) return build(schema.allOf[0], defs, depth + 1, hostility);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) {
    const values = fc.constantFrom(...schema.enum);
    return hostility === 0 ? values : fc.oneof({ arbitrary: values, weight: 4 }, hostileString);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => build({ ...schema, type }, defs, depth, hostility)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, hostility);
    case 'integer':
      return numberArbitrary(schema, true, hostility);
    case 'number':
      return numberArbitrary(schema, false, hostility);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? build(schema.items, defs, depth + 1, hostility) : fc.jsonValue(), {
        maxLength: Math.min((schema.maxItems ?? 4) + 1, 12),
      });
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          // A piped email check does not show in the input schema: give email fields addresses.
          /email/i.test(key) && value.type === 'string'
            ? fc.oneof({ arbitrary: plausibleEmail, weight: 3 }, build(value, defs, depth + 1, hostility))
            : build(value, defs, depth + 1, hostility),
        ]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values for a request part: a third of the shape only (so that valid requests reach the
 * handler and the database), a half with hostile values mixed in per field, the rest anything.
 */
export function arbitraryFor(schema: z.ZodMiniType, maxDepth = 2): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { arbitrary: build(json, json.$defs ?? {}, 0, 0), weight: 4 },
    { arbitrary: build(json, json.$defs ?? {}, 0, 1), weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth }), weight: 2 },
  );
}

/** The shape of a query string: each value text or a list of texts. */
export function queryArbitrary(schema: z.ZodMiniType): fc.Arbitrary<Record<string, string | string[]>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const model = Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([key, value]) => [
      key,
      fc.oneof(
        build(value, json.$defs ?? {}, 1, 1).map((v) => (Array.isArray(v) ? v.map(String) : String(v))),
        fc.string(),
        fc.array(fc.string(), { maxLength: 3 }),
      ),
    ]),
  );
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string | string[]>>;
}

/** A value the schema accepts, found among generated ones; undefined when none turns up. */
export function validSample(schema: z.ZodMiniType, seed: number): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const samples = fc.sample(build(json, json.$defs ?? {}, 0, 0), { seed, numRuns: 200 });
  return samples.find((sample) => schema.safeParse(sample).success);
}

/** The top-level text fields of an object schema. */
export function textFields(schema: z.ZodMiniType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {})
    .filter(([, value]) => value.type === 'string')
    .map(([key]) => key);
}
