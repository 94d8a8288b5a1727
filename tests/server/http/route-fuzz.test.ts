import { z } from 'zod/mini';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydraErrorSchema, type HydraError } from '../../../contract/errors';
import { encodeQuery } from '../../../contract/http/query-string';
import type { RouteDef } from '../../../contract/http/route';
import { allRoutes } from '../../../contract/routes';
import { PROBLEM_CONTENT_TYPE } from '../../../server/plugins/errors';
import { arbitraryFor, queryArbitrary, textFields, validSample } from '../helpers/arbitrary-from-schema';
import { bearer, tokenClaims } from '../helpers/session';
import { buildTestApp, testDatabases } from '../helpers/test-app';
import { validatorWording } from '../../contract/validator-wording';

/**
 * Every route of the table, driven with generated and boundary input derived from its own
 * schemas: no answer is 5xx, every 4xx is a Hydra problem, and every success matches the route's
 * documented answer. A new route is fuzzed by being in the table; nothing here names a route.
 * FUZZ_SEED and FUZZ_RUNS explore further than the fixed seed CI uses.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
/**
 * A list position written `lines.0.id` instead of `lines[0].id`. The contract's lists are
 * top-level fields; deeper, a number may be a record's key (`lines[0].vehicleOptions.7`).
 */
const dottedIndex = /^[^.[\]]+\.\d+(\.|\[|$)/;
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);

interface Session {
  token: string;
  userId: string;
}

/** A fresh registered user per route, so that one route's effects (logout, new email) stay its own. */
async function freshUser(app: FastifyInstance, index: number): Promise<Session> {
  const email = `fuzz.${index}.${Date.now()}@workbay.test`;
  const password = 'Fuzz-Route-2026!';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, password, firstName: 'Fuzz', lastName: 'Tester' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const login = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  const token = login.json<{ token: string }>().token;
  return { token, userId: String(tokenClaims(token).id ?? tokenClaims(token).sub) };
}

/** Path parameter values: the caller's own id, generated text, and hostile or malformed ones. */
const paramArbitrary = (session: Session) =>
  fc.oneof(
    fc.constant({ raw: false, value: session.userId }),
    fc.uuid().map((value) => ({ raw: false, value })),
    fc.string({ maxLength: 30, unit: 'grapheme' }).map((value) => ({ raw: false, value })),
    fc.constantFrom('a\u0000b', '..', '-1', 'x'.repeat(250), '😀').map((value) => ({ raw: false, value })),
    fc.constantFrom('%E0%A4%A', '%zz', '%', '%00').map((value) => ({ raw: true, value })),
  );

function urlFor(route: RouteDef, params: Record<string, { raw: boolean; value: string }>, query: string): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const param = params[key];
    if (!param) return 'x';
    return param.raw ? param.value : encodeURIComponent(param.value || 'x');
  });
  return `/api${path}${query}`;
}

function requestArbitrary(route: RouteDef, session: Session) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((name) => [name, paramArbitrary(session)]))),
    query: route.query ? queryArbitrary(route.query) : fc.constant({}),
    body: route.consumes
      ? // A raw body (a photo): bytes that may or may not start as its media type does, empty included.
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes })),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes: new Uint8Array([0xff, 0xd8, 0xff, ...bytes]) })),
        )
      : route.body
        ? fc.oneof(
            { arbitrary: arbitraryFor(route.body).map((value) => ({ json: value })), weight: 8 },
            fc.constantFrom({ raw: '' }, { raw: '{"email":' }, { raw: 'null' }, { raw: '[]' }),
          )
        : fc.constant(undefined),
    headers: route.headers
      ? fc.dictionary(
          fc.constantFrom(...Object.keys((route.headers as unknown as { shape: object }).shape ?? {})),
          fc.string({ maxLength: 40 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
        )
      : fc.constant({}),
    withToken: fc.boolean().map((value) => value || route.auth !== 'public'),
  });
}

/** What a generated body sends: JSON, raw text, or bytes (a raw-body route's). */
function payloadOf(body: { json: unknown } | { raw: string } | { bytes: Uint8Array }): string | Buffer {
  if ('bytes' in body) return Buffer.from(body.bytes);
  return 'raw' in body ? body.raw : JSON.stringify(body.json);
}

describe.each(testDatabases)('every route with generated input on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  it.each(allRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, Hydra 4xx, documented 2xx',
    async (_label, route) => {
      const session = await freshUser(app, allRoutes.indexOf(route));
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, session), async (input) => {
          const body = input.body;
          const response = await app.inject({
            method: route.method,
            url: urlFor(route, input.params, encodeQuery(input.query)),
            headers: {
              ...input.headers,
              ...(input.withToken ? bearer(session.token) : {}),
              ...(body ? { 'content-type': route.consumes?.type ?? 'application/json' } : {}),
            },
            ...(body ? { payload: payloadOf(body) } : {}),
          });
          const where = `${route.name} ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], where).toBe(PROBLEM_CONTENT_TYPE);
            expect(z.strictObject(hydraErrorSchema.shape).safeParse(response.json()).success, where).toBe(true);
            expect(response.body, where).not.toMatch(validatorWording);
            for (const { propertyPath } of response.json<HydraError>().violations ?? [])
              expect(propertyPath, where).not.toMatch(dottedIndex);
          } else if (route.response) {
            expect(response.statusCode, where).toBe(route.status ?? 200);
            expect(route.response.safeParse(response.json()).success, where).toBe(true);
          }
        }),
        { numRuns, seed, endOnFailure: true },
      );
    },
    120_000,
  );

  // Boundary cases of each text field: a valid body with one field holding NUL, a control
  // character or far too much text is refused beside that field, never a crash.
  const withTextFields = allRoutes.filter((route) => route.body && textFields(route.body).length);
  it.each(withTextFields.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: each text field refuses NUL, control characters and overflow with a violation',
    async (_label, route) => {
      const session = await freshUser(app, 100 + allRoutes.indexOf(route));
      const body = route.body ? validSample(route.body, seed) : undefined;
      expect(body, `no valid sample of ${route.name}'s body`).toBeDefined();
      const url = urlFor(
        route,
        Object.fromEntries(
          [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], { raw: false, value: session.userId }]),
        ),
        '',
      );
      for (const field of route.body ? textFields(route.body) : []) {
        for (const bad of ['a\u0000b', 'tab\u0009in', 'x'.repeat(100_000)]) {
          const response = await app.inject({
            method: route.method,
            url,
            headers: { ...bearer(session.token), 'content-type': 'application/json' },
            payload: JSON.stringify({ ...(body as object), [field]: bad }),
          });
          const where = `${route.name}.${field} ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, where).toBeLessThan(500);
          const problem = hydraErrorSchema.parse(response.json());
          if (response.statusCode === 400)
            expect(
              problem.violations?.map((v) => v.propertyPath),
              where,
            ).toContain(field);
        }
      }
    },
  );
});
