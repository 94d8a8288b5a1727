import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../contract/routes';
import { featuredSkus } from '../../../server/db/catalogue-demo/featured';
import { loadConfig } from '../../../server/env';
import { compiled, createSerializerCompiler } from '../../../server/http/serialization';
import { buildTestApp } from '../helpers/test-app';
import { bearer, guestLogin } from '../helpers/session';

const schema = z.object({ id: z.string(), price: z.number().int(), wasPrice: z.number().int().nullable(), tags: z.array(z.object({ code: z.string() })) });
const serializerOf = (validate: boolean) =>
  createSerializerCompiler({ validate })({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (data: unknown) => string;

describe('answer serialisation', () => {
  it('runs the tests with every answer validated against the contract', () => {
    // vitest sets NODE_ENV=test: only production skips the per-answer check.
    expect(loadConfig().nodeEnv).not.toBe('production');
    expect(() => serializerOf(true)({ id: 'a', price: '12', wasPrice: null, tags: [] })).toThrow();
  });

  it('writes only what the contract declares in production, as zod does', () => {
    const answer = { id: 'a', price: 12, wasPrice: null, passwordHash: 'x', tags: [{ code: 'c', secret: 1 }] };
    expect(serializerOf(false)(answer)).toBe(JSON.stringify(schema.encode(answer as never)));
    expect(serializerOf(false)(answer)).toBe('{"id":"a","price":12,"wasPrice":null,"tags":[{"code":"c"}]}');
  });

  it('refuses an answer missing a required property in production', () => {
    expect(() => serializerOf(false)({ price: 12, wasPrice: null, tags: [] })).toThrow();
  });

  it('compiles every response schema of the route table (else production falls back to zod)', () => {
    const uncompiled = Object.entries(routes)
      .filter(([, def]) => 'response' in def && def.response && !compiled(def.response))
      .map(([name]) => name);
    expect(uncompiled).toEqual([]);
  });
});

describe('catalogue answers, production serializer against zod', () => {
  let production: FastifyInstance;
  let validated: FastifyInstance;
  beforeAll(async () => {
    production = (await buildTestApp(undefined, { config: { nodeEnv: 'production' } })).app;
    validated = (await buildTestApp()).app;
  });
  afterAll(async () => {
    await production.close();
    await validated.close();
  });

  it('are the same bytes', async () => {
    const listing = await validated.inject({ method: 'GET', url: '/api/storefront/products-by-category/brake-pads', headers: bearer((await guestLogin(validated)).token) });
    const productId = listing.json<{ 'hydra:member': { id: string }[] }>()['hydra:member'][0]?.id;
    const urls = [
      `/api/products/product-information?skus[]=${featuredSkus.brakePadsFocus}&skus[]=${featuredSkus.engineOil}`,
      '/api/storefront/search?keywords=P%2085%20020',
      '/api/storefront/search?keywords=brake%20pads%20fosu',
      '/api/storefront/categories',
      '/api/storefront/products-by-category/brake-pads',
      `/api/storefront/product/${productId}`,
    ];
    for (const url of urls) {
      const [a, b] = await Promise.all(
        [production, validated].map(async (app) => app.inject({ method: 'GET', url, headers: bearer((await guestLogin(app)).token) })),
      );
      expect(a?.statusCode, `${url}: ${a?.body.slice(0, 200)}`).toBe(200);
      expect(a?.body, url).toBe(b?.body);
    }
  });
});
