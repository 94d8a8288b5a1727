import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../../../contract/catalogue/messages';
import { productImageSchema } from '../../../../contract/catalogue/product-images';
import { hydraErrorSchema } from '../../../../contract/errors';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { PROBLEM_CONTENT_TYPE } from '../../../../server/plugins/errors';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('product images on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });
  const productBySku = async (sku: string) =>
    (await app.inject({ method: 'POST', url: '/api/storefront/products-by-skus', payload: { skus: [sku] } })).json()[
      'hydra:member'
    ][0] as {
      id: string;
      image: string;
    };

  it('gives the product page three images: the category drawing, the packaging and the dimensions', async () => {
    const pads = await productBySku('100001');
    const detail = (await get(`/storefront/product/${pads.id}`)).json();
    const images = detail.images.map((image: unknown) => productImageSchema.parse(image));
    expect(images.map((image: { kind: string }) => image.kind)).toEqual(['part', 'packaging', 'dimensions']);
    expect(images[0].url).toBe(pads.image);
    expect(detail.image).toBe(pads.image);
    expect(images[1].url).toBe('/api/storefront/product-images/100001/packaging.svg');
    expect(images[1].alt).toContain('P 85 020');
    expect(images[2].alt).toMatch(/thickness \d+(\.\d)? mm/);
    for (const image of images.slice(1))
      expect((await get(image.url.replace(/^\/api/, ''))).statusCode, image.url).toBe(200);
  });

  it('draws a label instead of dimensions for a part with nothing to measure', async () => {
    const jack = await productBySku('100010');
    const detail = (await get(`/storefront/product/${jack.id}`)).json();
    expect(detail.images.map((image: { kind: string }) => image.kind)).toEqual(['part', 'packaging', 'label']);
    expect((await get('/storefront/product-images/100010/label.svg')).statusCode).toBe(200);
    const dimensions = await get('/storefront/product-images/100010/dimensions.svg');
    expect(dimensions.statusCode).toBe(404);
    expect(hydraErrorSchema.parse(dimensions.json())['hydra:description']).toBe(catalogueMessages.imageNotFound);
  });

  it('answers an SVG with its type, a strict policy, cache headers and an ETag, then 304', async () => {
    const url = '/storefront/product-images/100001/packaging.svg';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(first.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body).not.toMatch(/<script|on\w+=/i);
    expect(first.body.length).toBeLessThan(6000);
    expect(first.body).toContain('BREMBO');
    expect(first.body).toContain('P 85 020');
    const tag = String(first.headers.etag ?? '');
    expect(tag).not.toBe('');
    const again = await get(url, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes every text it draws', async () => {
    await queryRows(
      handle.db,
      sql`UPDATE products SET name = 'Pads <script>alert(1)</script> & "Shims"', mpn = 'A&B<1>' WHERE sku = '100003'`,
    );
    for (const view of ['packaging', 'dimensions', 'label']) {
      const response = await get(`/storefront/product-images/100003/${view}.svg`);
      if (response.statusCode === 404) continue;
      expect(response.body, view).not.toContain('<script');
      expect(response.body, view).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;)/);
      expect(response.body, view).toContain('&#60;script&#62;');
      expect(response.body, view).toContain('A&#38;B&#60;1&#62;');
    }
  });

  it('answers 404 in the Hydra shape for an unknown sku and 400 for an unknown view', async () => {
    const unknown = await get('/storefront/product-images/999999999/packaging.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe(PROBLEM_CONTENT_TYPE);
    expect(hydraErrorSchema.parse(unknown.json())['hydra:description']).toBe(catalogueMessages.productNotFound);
    const view = await get('/storefront/product-images/100001/exploded.svg');
    expect(view.statusCode).toBe(400);
    expect(view.headers['content-type']).toBe(PROBLEM_CONTENT_TYPE);
    expect(hydraErrorSchema.parse(view.json()).violations?.map((v) => v.propertyPath)).toEqual(['view']);
  });
});
