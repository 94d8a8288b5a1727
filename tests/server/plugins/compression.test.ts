import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

describe('compression and revalidation', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('compresses JSON over 1 KB with brotli, or gzip when that is all the client takes', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toBe('3.1.0');
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toBe('3.1.0');
  });

  it('leaves small answers as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/captcha', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/captcha' });
    const tag = first.headers.etag;
    expect(tag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/api/captcha', headers: { 'if-none-match': String(tag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('revalidates the catalogue reads that change rarely: Cache-Control, an ETag, then 304', async () => {
    const stores = (await app.inject({ method: 'GET', url: '/api/storefront/locations' })).json();
    const store = stores['hydra:member'][0];
    const pads = (await app.inject({ method: 'GET', url: '/api/storefront/search?keywords=100001' })).json()
      .products[0];
    const reads = [
      '/api/storefront/categories',
      '/api/storefront/categories/braking',
      `/api/storefront/product/${pads.id}`,
      '/api/locations?itemsPerPage=5',
      `/api/locations/${store.id}`,
      `/api/locations/slug/${store.slug}`,
    ];
    for (const url of reads) {
      const first = await app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toMatch(/max-age=\d+/);
      const tag = String(first.headers.etag ?? '');
      expect(tag, url).not.toBe('');
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });
});
