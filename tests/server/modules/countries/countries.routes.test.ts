import { z } from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countrySchema } from '../../../../contract/addresses/schemas';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('GET /countries on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const codes = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/countries${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const members = response.json()['hydra:member'] as unknown[];
    expect(response.json()['hydra:totalItems']).toBe(members.length);
    return members.map((member) => z.strictObject(countrySchema.shape).parse(member).code);
  };

  it('answers without a session, cacheable by anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=3600/);
    expect(response.json()['hydra:member'][0]).toEqual({
      code: 'GB',
      name: 'United Kingdom',
      validForBilling: true,
      validForDelivery: true,
    });
  });

  it('filters by validForBilling and validForDelivery', async () => {
    expect(await codes('?validForBilling=true&validForDelivery=true')).toEqual(['GB', 'IE']);
    const billing = await codes('?validForBilling=true');
    expect(billing).toEqual(expect.arrayContaining(['GB', 'IE', 'IM', 'JE', 'GG', 'FR']));
    const billingOnly = await codes('?validForBilling=1&validForDelivery=0');
    expect(billingOnly).toEqual(expect.arrayContaining(['IM', 'JE', 'GG']));
    expect(billingOnly).not.toContain('GB');
    expect(await codes('?validForBilling=false')).toEqual([]);
  });

  it('refuses a flag that is not a boolean', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/countries?validForDelivery=yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations[0].propertyPath).toBe('validForDelivery');
  });
});
