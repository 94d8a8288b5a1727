import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { hydraCollection } from '../../../contract/http/hydra';
import { serializerCompiler } from '../../../server/http/serializer';
import { registerErrorHandling } from '../../../server/plugins/errors';

// Every answer goes through the route's response schema before it is written.
const product = z.object({
  sku: z.string(),
  price: z.int(),
  images: z._default(z.array(z.string()), []),
});

async function appAnswering(answer: unknown, schema: z.ZodMiniType = product) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app;
}

describe('the response serializer', () => {
  it('writes only what the schema names: a row’s other columns never leak', async () => {
    const app = await appAnswering({ sku: '100001', price: 3895, images: [], password_hash: 'secret' });
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sku: '100001', price: 3895, images: [] });
    expect(response.body).not.toContain('secret');
  });

  it('fills in a default the answer left out, as the contract documents it', async () => {
    const app = await appAnswering({ sku: '100001', price: 3895 });
    expect((await app.inject({ method: 'GET', url: '/answer' })).json()).toEqual({
      sku: '100001',
      price: 3895,
      images: [],
    });
  });

  it('refuses an answer that breaks the contract with a 500 in the Hydra shape, not the bad answer', async () => {
    const app = await appAnswering({ sku: '100001', price: 38.95 });
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 500 });
    expect(response.body).not.toContain('38.95');
  });

  it('leaves out extra keys inside lists, nullable members and unions too', async () => {
    const schema = z.object({
      'hydra:member': z.array(
        z.object({
          sku: z.string(),
          wasPrice: z.nullable(z.int()),
          stock: z.array(z.object({ id: z.string(), stock: z.int() })),
        }),
      ),
      source: z.union([z.literal('db'), z.literal('xref')]),
    });
    const answer = {
      'hydra:member': [{ sku: '100001', wasPrice: null, stock: [{ id: 'b1', stock: 4, secret: 'x' }], cost: 1200 }],
      source: 'xref',
      sql: 'SELECT',
    };
    const response = await (await appAnswering(answer, schema)).inject({ method: 'GET', url: '/answer' });
    expect(response.json()).toEqual({
      'hydra:member': [{ sku: '100001', wasPrice: null, stock: [{ id: 'b1', stock: 4 }] }],
      source: 'xref',
    });
  });

  it('checks by zod alone what JSON Schema cannot say (a date), and still refuses what breaks it', async () => {
    const schema = z.object({
      at: z.pipe(
        z.date(),
        z.transform((date) => date.toISOString()),
      ),
    });
    const at = new Date('2026-11-24T09:00:00Z');
    expect((await (await appAnswering({ at }, schema)).inject({ method: 'GET', url: '/answer' })).json()).toEqual({
      at: at.toISOString(),
    });
    expect(
      (await (await appAnswering({ at: 'soon' }, schema)).inject({ method: 'GET', url: '/answer' })).statusCode,
    ).toBe(500);
  });

  it('keeps one compiled check per schema: a route sharing it still refuses its own broken answer', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.get('/one', { schema: { response: { 200: product } } }, async () => ({ sku: '1', price: 1 }));
    app.get('/two', { schema: { response: { 200: product } } }, async () => ({ sku: '2', price: 2.5 }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/one' })).json()).toEqual({ sku: '1', price: 1, images: [] });
    const refused = await app.inject({ method: 'GET', url: '/two' });
    expect(refused.statusCode).toBe(500);
  });

  describe('a Hydra collection', () => {
    const collection = hydraCollection(product);

    it('writes its members as the whole schema would, extra keys left out and defaults filled in', async () => {
      const answer = {
        'hydra:member': [
          { sku: '1', price: 1, cost: 7 },
          { sku: '2', price: 2, images: ['a.svg'] },
        ],
        'hydra:totalItems': 2,
        sql: 'x',
      };
      const response = await (await appAnswering(answer, collection)).inject({ method: 'GET', url: '/answer' });
      const members = '[{"sku":"1","price":1,"images":[]},{"sku":"2","price":2,"images":["a.svg"]}]';
      expect(response.body).toBe(`{"hydra:member":${members},"hydra:totalItems":2}`);
      const empty = await (
        await appAnswering({ 'hydra:member': [], 'hydra:totalItems': 0 }, collection)
      ).inject({
        method: 'GET',
        url: '/answer',
      });
      expect(empty.json()).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
    });

    it('writes a member afresh on every answer: a changed member is never answered as it was', async () => {
      const member = { sku: '100002', price: 100 };
      const app = await appAnswering({ 'hydra:member': [member], 'hydra:totalItems': 1 }, collection);
      const first = await app.inject({ method: 'GET', url: '/answer' });
      member.price = 200;
      const second = await app.inject({ method: 'GET', url: '/answer' });
      expect(first.json()['hydra:member']).toEqual([{ sku: '100002', price: 100, images: [] }]);
      expect(second.json()['hydra:member']).toEqual([{ sku: '100002', price: 200, images: [] }]);
    });

    it('still refuses a member that breaks the contract', async () => {
      const answer = { 'hydra:member': [{ sku: '1', price: 1.5 }], 'hydra:totalItems': 1 };
      expect(
        (await (await appAnswering(answer, collection)).inject({ method: 'GET', url: '/answer' })).statusCode,
      ).toBe(500);
    });
  });

  it("writes required keys first, then the optional ones, each in the schema's order", async () => {
    const result = z.object({
      source: z.enum(['db', 'xref']),
      corrected: z.nullable(z.string()),
      note: z.optional(z.string()),
      products: z.array(product),
      total: z.int(),
    });
    const answer = { source: 'xref', corrected: 'brake "pads"', note: 'n', products: [], total: 0, sql: 'x' };
    const response = await (await appAnswering(answer, result)).inject({ method: 'GET', url: '/answer' });
    expect(response.body).toBe('{"source":"xref","corrected":"brake \\"pads\\"","products":[],"total":0,"note":"n"}');
  });
});
