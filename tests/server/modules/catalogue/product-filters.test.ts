// Issue 45: a category's filter counts follow the chosen vehicle. Each count beside a filter value
// must be the number of products the listing shows once that value is chosen: with the vehicle,
// with the other filters chosen, and without a vehicle again once it is cleared.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFilter } from '../../../../contract/catalogue/schemas';
import { bearer, guestLogin } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('product filters on $name', (database) => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let braking: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    headers = bearer((await guestLogin(app)).token);
    braking = (await app.inject({ method: 'GET', url: '/api/storefront/categories/braking', headers })).json().id;
  });
  afterAll(() => app.close());

  const chooseFocus = async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/storefront/vehicle-search/vrm',
      headers,
      payload: { vrm: 'WB19 KFD' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const clearVehicle = async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/storefront/vehicle-search/clear-active-vehicle',
      headers,
    });
    expect(answer.statusCode).toBe(204);
  };
  const filters = async (attr: string[] = []): Promise<ProductFilter[]> => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/storefront/product-filters',
      headers,
      payload: { categoryId: braking, productSkus: [], ...(attr.length ? { attr } : {}) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().filters;
  };
  /** How many products the category's listing holds with these filters chosen. */
  const listed = async (attr: string[]): Promise<number> => {
    const query = ['itemsPerPage=1', ...attr.map((item) => `attr[]=${encodeURIComponent(item)}`)].join('&');
    const answer = await app.inject({
      method: 'GET',
      url: `/api/storefront/products-by-category/${braking}?${query}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json()['hydra:totalItems'];
  };
  /** Every count offered equals what choosing it lists (replacing a chosen value of its attribute). */
  const expectCountsToMatchListing = async (chosen: string[] = []) => {
    const offered = await filters(chosen);
    expect(offered.length).toBeGreaterThan(0);
    for (const filter of offered) {
      const others = chosen.filter((item) => !item.startsWith(`${filter.code}:`));
      for (const { value, count } of filter.values) {
        expect(count, `${filter.code}: ${value} with ${others.join(', ') || 'nothing else'}`).toBe(
          await listed([...others, `${filter.code}:${value}`]),
        );
      }
    }
    return offered;
  };

  it('counts only the products that fit the chosen vehicle, as the listing shows them', async () => {
    const everywhere = await filters();
    await chooseFocus();
    try {
      const forFocus = await expectCountsToMatchListing();
      const front = (list: ProductFilter[]) =>
        list.find((filter) => filter.code === 'position')?.values.find((option) => option.value === 'Front Axle');
      // The bug seen: "17 products" beside "Front Axle (426)".
      expect(front(forFocus)?.count).toBeGreaterThan(0);
      expect(front(forFocus)?.count).toBeLessThan(front(everywhere)?.count ?? 0);
      expect(front(forFocus)?.count).toBeLessThanOrEqual(await listed([]));
    } finally {
      await clearVehicle();
    }
  });

  it('counts each value with the other chosen filters, and keeps the chosen filter offered', async () => {
    await chooseFocus();
    try {
      const chosen = ['position:Front Axle'];
      const offered = await expectCountsToMatchListing(chosen);
      // The chosen filter still offers its other value, counted without its own choice.
      const position = offered.find((filter) => filter.code === 'position');
      expect(position?.values.map((option) => option.value).sort()).toEqual(['Front Axle', 'Rear Axle']);
      // A second filter chosen narrows the first's counts too.
      const second = offered.find((filter) => filter.code !== 'position' && filter.values.length > 1);
      expect(second).toBeDefined();
      await expectCountsToMatchListing([...chosen, `${second?.code}:${second?.values[0]?.value}`]);
    } finally {
      await clearVehicle();
    }
  });

  it('offers a chosen value that nothing listed has, at 0, so that it can be set back to any', async () => {
    const offered = await filters(['position:Nowhere Axle']);
    const position = offered.find((filter) => filter.code === 'position');
    expect(position?.values).toContainEqual({ value: 'Nowhere Axle', count: 0 });
    expect(await listed(['position:Nowhere Axle'])).toBe(0);
  });

  it('counts the whole category again once the vehicle is cleared', async () => {
    await chooseFocus();
    await clearVehicle();
    await expectCountsToMatchListing();
  });

  it("counts each kind of the category, for the vehicle, as the kind's own listing shows it", async () => {
    await chooseFocus();
    try {
      const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers });
      const { counts } = (await get('/storefront/categories/for-active-vehicle')).json();
      const { children } = (await get('/storefront/categories/braking')).json();
      for (const child of children as { id: string; path: string; productCount: number }[]) {
        const listing = (await get(`/storefront/products-by-category/${child.id}?itemsPerPage=1`)).json();
        expect(counts[child.id] ?? 0, child.path).toBe(listing['hydra:totalItems']);
        expect(counts[child.id] ?? 0, child.path).toBeLessThanOrEqual(child.productCount);
      }
    } finally {
      await clearVehicle();
    }
  });

  it('needs a session, as the listing does', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/storefront/product-filters',
      payload: { categoryId: braking, productSkus: [] },
    });
    expect(answer.statusCode).toBe(401);
  });
});
