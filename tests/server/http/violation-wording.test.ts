import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydraError } from '../../../contract/errors';
import { allRoutes } from '../../../contract/routes';
import { bearer, login, retail } from '../helpers/session';
import { buildTestApp, testDatabases } from '../helpers/test-app';
import { validatorWording } from '../../contract/validator-wording';

const wrongBodies: unknown[] = [
  {},
  [],
  { lines: [{}], version: 'one', currency: 7 },
  { lines: [{ quantity: 'two' }, { id: 5, product: 6 }] },
  { promoCodes: [1, null], email: 3, password: [], id: {}, type: ['nowhere'], skus: [{}], shipping: { date: 1 } },
];

describe.each(testDatabases)('violation wording on $name', (database) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    token = (await login(app, retail.email, retail.password)).token;
  });
  afterAll(() => app.close());

  it("answers wrong bodies on every route in the contract's words, with bracketed list paths", async () => {
    let violations = 0;
    for (const route of allRoutes.filter((candidate) => candidate.body)) {
      const url = `/api${route.path.replace(/\{\w+\}/g, '01936b2e-0000-7000-8000-00000000f00d')}`;
      for (const body of wrongBodies) {
        const response = await app.inject({
          method: route.method,
          url,
          headers: bearer(token),
          payload: body as object,
        });
        const where = `${route.name} ${JSON.stringify(body)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.body, where).not.toMatch(validatorWording);
        if (response.statusCode !== 400) continue;
        for (const { propertyPath } of response.json<HydraError>().violations ?? []) {
          violations += 1;
          expect(propertyPath, where).not.toMatch(/(^|\.)\d+(\.|\[|$)/);
        }
      }
    }
    // The sweep did reach the validator.
    expect(violations).toBeGreaterThan(50);
  }, 120_000);
});
