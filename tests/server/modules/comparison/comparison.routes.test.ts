import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonLimit, comparisonMessages } from '../../../../contract/comparison/comparison-rules';
import { hydraErrorSchema } from '../../../../contract/errors';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { bearer, guestLogin } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('product comparison on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const as = (headers: Record<string, string>) => ({
    add: (sku: string) =>
      app.inject({ method: 'POST', url: '/api/storefront/product-comparisons', headers, payload: { sku } }),
    list: (query = '') => app.inject({ method: 'GET', url: `/api/storefront/product-comparisons${query}`, headers }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/storefront/product-comparisons/${id}`, headers }),
  });

  it('keeps at most 4 products per session; a fifth is refused with a clear message', async () => {
    const guest = as(bearer((await guestLogin(app)).token));
    const skus = [
      featuredSkus.brakePadsFocus,
      featuredSkus.trwPadsFocus,
      featuredSkus.mintexPadsFocus,
      featuredSkus.pagidPadsFocus,
    ];
    for (const [index, sku] of skus.entries()) {
      const response = await guest.add(sku);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().products).toHaveLength(index + 1);
    }
    const fifth = await guest.add(featuredSkus.brakeDiscsFocus);
    expect(fifth.statusCode).toBe(409);
    expect(hydraErrorSchema.parse(fifth.json())['hydra:description']).toBe(comparisonMessages.full);
    expect((await guest.list()).json()['hydra:totalItems']).toBe(comparisonLimit);
    // Adding one already there changes nothing.
    expect((await guest.add(featuredSkus.brakePadsFocus)).json().products).toHaveLength(4);
  });

  it('lists by category and by id, removes by id, and keeps each session to its own', async () => {
    const mine = as(bearer((await guestLogin(app)).token));
    const theirs = as(bearer((await guestLogin(app)).token));
    await mine.add(featuredSkus.brakePadsFocus);
    const products = (await mine.add(featuredSkus.oilFilterGolf)).json().products;
    expect(products.map((p: { category: string }) => p.category)).toEqual(['Brake Pads', 'Oil Filters']);
    expect(products[0].partInformation.PartAttributes['Fitting position']).toBe('Front Axle');
    const pads = (await mine.list('?category=Brake%20Pads')).json()['hydra:member'];
    expect(pads.map((p: { sku: string }) => p.sku)).toEqual([featuredSkus.brakePadsFocus]);
    // A category none of the compared products is in is not found (the client keeps it silent).
    const none = await mine.list('?category=Wiper%20Blades');
    expect(none.statusCode).toBe(404);
    expect(hydraErrorSchema.parse(none.json())['hydra:description']).toBe(comparisonMessages.categoryNotInComparison);
    expect((await mine.list(`?id=${products[1].id}`)).json()['hydra:member']).toHaveLength(1);
    expect((await theirs.list()).json()['hydra:totalItems']).toBe(0);
    expect((await theirs.remove(products[0].id)).statusCode).toBe(404);
    expect((await mine.remove(products[0].id)).statusCode).toBe(204);
    expect((await mine.list()).json()['hydra:member'].map((p: { sku: string }) => p.sku)).toEqual([
      featuredSkus.oilFilterGolf,
    ]);
    expect((await mine.remove('not-an-id')).statusCode).toBe(404);
  });

  it('refuses an unknown sku beside the field, and a request without a session', async () => {
    const guest = as(bearer((await guestLogin(app)).token));
    const unknown = await guest.add('999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().violations).toEqual([{ propertyPath: 'sku', message: comparisonMessages.unknownProduct }]);
    expect((await as({}).list()).statusCode).toBe(401);
  });
});
