import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../../../server/http/serializer';
import { registerErrorHandling } from '../../../server/plugins/errors';

// Every answer goes through the route's response schema before it is written.
async function appAnswering(answer: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const schema = z.object({ sku: z.string(), price: z.number().int(), images: z.array(z.string()).default([]) });
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
    expect((await app.inject({ method: 'GET', url: '/answer' })).json()).toEqual({ sku: '100001', price: 3895, images: [] });
  });

  it('refuses an answer that breaks the contract with a 500 in the Hydra shape, not the bad answer', async () => {
    const app = await appAnswering({ sku: '100001', price: 38.95 });
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 500 });
    expect(response.body).not.toContain('38.95');
  });
});
