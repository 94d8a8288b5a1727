import Ajv from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isImmutable } from './immutable-answers';

/**
 * Every answer is checked against its route's response schema before it is written: what is
 * not in the schema is left out (a row's other columns never leak), and an answer that breaks
 * the contract fails as a 500 rather than reaching a client.
 *
 * The check and the writing are compiled from the zod schema once (its JSON Schema, validated by
 * ajv and written by fast-json-stringify, as Fastify does for its own schemas): on a 34 KB
 * product-information answer they take 70 µs, where zod's parse and JSON.stringify took 120 and
 * left twice the garbage. zod stays the judge: an answer the compiled check refuses, or cannot
 * write, goes through zod's parse, which either writes it or refuses it with its own error. A
 * schema JSON Schema cannot say (a date, a transform) is always checked by zod.
 *
 * What JSON Schema does not carry is not checked on the way out: a `.refine` (the contract's
 * text fields refuse control characters on the way in, where it matters).
 */
type Refuse = (cause: unknown) => Error;
type Write = (data: unknown, refuse: Refuse) => string;

const ajv = new Ajv({
  strict: false,
  // zod's own formats are checked by its patterns; ajv's differ (email, uuid), so they are not used.
  validateFormats: false,
  // zod's patterns are written for JavaScript without the u flag.
  unicodeRegExp: false,
});

/** Kept per schema, not per app: the test suites build many apps over the same contract. */
const writers = new WeakMap<z.ZodType, Write>();

/** Hand-written writers of the hottest answers, by their response schema. */
const handWritten = new WeakMap<z.ZodType, (data: never) => string>();

/**
 * Writes the answers of `schema` with `writer` once they are checked, instead of with
 * fast-json-stringify: for an answer that repeats parts it can keep (product information's
 * branches). It must write exactly what fast-json-stringify would, keys in the schema's order;
 * each one has a test that compares the two on generated answers.
 */
export function writeWith<T>(schema: z.ZodType<T>, writer: (data: T) => string): void {
  handWritten.set(schema, writer);
}

/** zod's parse (extra keys left out, defaults filled in) and JSON.stringify. */
function checkedByZod(schema: z.ZodType): Write {
  return (data, refuse) => {
    const checked = schema.safeParse(data);
    if (!checked.success) throw refuse(checked.error);
    return JSON.stringify(checked.data);
  };
}

/** ajv would refuse keys zod leaves out; fast-json-stringify leaves them out either way. */
function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const open: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    open[key] = openObjects(value);
  }
  return open;
}

type JsonSchema = Record<string, unknown> & { type?: unknown; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema };

/** V8 keeps a string built by `+` as a tree of its pieces; a kept JSON is copied flat once. */
const flat = (json: string) => (' ' + json).slice(1);

/**
 * An answer with a list of objects (a Hydra collection's `hydra:member`, a search's `products`)
 * writes that list item by item: an item that is immutable (the same product summary as last time,
 * immutable-answers.ts) is written once and its JSON kept with it. The properties before and after
 * the list are written by fast-json-stringify as two objects of their own and joined around it, so
 * the output is fast-json-stringify's for the whole answer, byte for byte.
 *
 * The list is `hydra:member` when there is one, else the first array of objects; an
 * object that may carry keys the schema does not name (additional or pattern properties) or that
 * composes schemas is written whole.
 */
function listWriter(json: JsonSchema, write: (data: unknown) => string): ((data: unknown) => string) | undefined {
  const properties = json.properties ?? {};
  if (json.type !== 'object' || json.additionalProperties || json.patternProperties || json.allOf || json.anyOf || json.oneOf || json.if) return undefined;
  const required = json.required ?? [];
  // An array whose items are objects (or a reference to one); absent from an answer, it is written whole.
  const isList = (name: string) => {
    const items = properties[name]?.type === 'array' ? properties[name]?.items : undefined;
    return !!items && (items.type === 'object' || (items.type === undefined && typeof items.$ref === 'string'));
  };
  // fast-json-stringify writes the required properties first, then the others, each in the schema's order.
  const names = Object.keys(properties).sort((a, b) => Number(required.includes(b)) - Number(required.includes(a)));
  const key = isList('hydra:member') ? 'hydra:member' : names.find(isList);
  const items = key === undefined ? undefined : properties[key]?.items;
  if (key === undefined || !items) return undefined;
  const shared = { ...(json.$defs ? { $defs: json.$defs } : {}), ...(json.definitions ? { definitions: json.definitions } : {}) };
  const part = (keys: string[]) => {
    const only = Object.fromEntries(keys.map((name) => [name, properties[name]]));
    return fastJson({ ...json, properties: only, required: required.filter((name) => keys.includes(name)) } as Parameters<typeof fastJson>[0]);
  };
  const at = names.indexOf(key);
  const writeBefore = part(names.slice(0, at));
  const writeAfter = part(names.slice(at + 1));
  const opening = `${JSON.stringify(key)}:[`;
  const writeItem = fastJson({ ...items, ...shared } as Parameters<typeof fastJson>[0]);
  const written = new WeakMap<object, string>();
  const writeOne = (item: unknown): string => {
    if (!isImmutable(item)) return writeItem(item);
    let text = written.get(item as object);
    if (text === undefined) written.set(item as object, (text = flat(writeItem(item))));
    return text;
  };
  return (data) => {
    const list = (data as Record<string, unknown>)[key];
    if (!Array.isArray(list)) return write(data);
    const before = writeBefore(data);
    const after = writeAfter(data);
    return `${before.length > 2 ? `${before.slice(0, -1)},` : '{'}${opening}${list.map(writeOne).join(',')}]${after.length > 2 ? `,${after.slice(1)}` : '}'}`;
  };
}

function compiled(schema: z.ZodType): Write {
  const byZod = checkedByZod(schema);
  let json: Record<string, unknown>;
  try {
    // The handler's answer is what zod would parse: its input side (a default may be left out).
    json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch {
    return byZod;
  }
  let validate: (data: unknown) => boolean;
  let write: (data: unknown) => string;
  try {
    validate = ajv.compile(openObjects(json) as object) as (data: unknown) => boolean;
    const whole = fastJson(json as unknown as Parameters<typeof fastJson>[0]);
    write = (handWritten.get(schema) as ((data: unknown) => string) | undefined) ?? listWriter(json as JsonSchema, whole) ?? whole;
  } catch {
    return byZod;
  }
  return (data, refuse) => {
    if (!validate(data)) return byZod(data, refuse);
    try {
      return write(data);
    } catch {
      return byZod(data, refuse);
    }
  };
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = ({ schema, method, url }) => {
  const response = schema instanceof z.ZodType ? schema : schema.properties;
  const refuse: Refuse = (cause) => new ResponseSerializationError(method, url, { cause: cause as z.ZodError });
  let write = writers.get(response);
  // Compiled on the route's first answer, not at start-up: most routes of a test app never answer.
  return (data: unknown) => {
    if (!write) {
      write = compiled(response);
      writers.set(response, write);
    }
    return write(data, refuse);
  };
};
