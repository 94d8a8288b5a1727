import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydraErrorSchema } from '../../../../../contract/errors';
import { encodeQuery } from '../../../../../contract/http/query-string';
import type { RouteDef } from '../../../../../contract/http/route';
import { partSelectionRoutes } from '../../../../../contract/work-orders/part-selection-routes';
import { featuredVariants } from '../../../../../server/providers/car-parc';
import { arbitraryFor, queryArbitrary } from '../../../helpers/arbitrary-from-schema';
import { bearer, login, trade } from '../../../helpers/session';
import { buildTestApp, testDatabases } from '../../../helpers/test-app';

/**
 * The route fuzz test (tests/server/http/route-fuzz.test.ts) calls every route as a new user,
 * whom these routes refuse before reading the body. Here the same generated input reaches them as
 * a trade account's user, half the time for a vehicle the catalogue knows, so that it runs
 * through the services and the database: no 5xx, every 4xx a Hydra problem, every 2xx as documented.
 */
const focus = featuredVariants.focusEcoBoost2019.tecdocId;
const routes = Object.values(partSelectionRoutes) as RouteDef[];

/** Half the objects generated name the Focus where they name a vehicle. */
function withKnownVehicle(body: unknown, known: boolean): unknown {
  if (!known || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const options = record.vehicleOptions;
  return {
    ...record,
    ...('tecdocId' in record ? { tecdocId: focus } : {}),
    ...(typeof options === 'object' && options !== null ? { vehicleOptions: { ...options, tecdocId: focus } } : {}),
  };
}

describe.each(testDatabases)('part selection with generated input, as a trade account, on $name', (database) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    token = (await login(app, trade.email, trade.password)).token;
  });
  afterAll(() => app.close());

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_label, route) => {
      await fc.assert(
        fc.asyncProperty(
          route.body ? arbitraryFor(route.body) : fc.constant(undefined),
          route.query ? queryArbitrary(route.query) : fc.constant({}),
          fc.constantFrom('braking', 'braking%2Fbrake-pads', 'fitting-kits', '%E0%A4%A', 'x'.repeat(150)),
          fc.boolean(),
          async (generated, query, slug, known) => {
            const body = withKnownVehicle(generated, known);
            const response = await app.inject({
              method: route.method,
              url: `/api${route.path.replace('{slug}', slug)}${encodeQuery(query)}`,
              headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const where = `${route.name} ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400)
              expect(hydraErrorSchema.safeParse(response.json()).success, where).toBe(true);
            else expect(route.response?.safeParse(response.json()).success, where).toBe(true);
          },
        ),
        { numRuns: 30, seed: 20261122 },
      );
    },
    120_000,
  );
});
