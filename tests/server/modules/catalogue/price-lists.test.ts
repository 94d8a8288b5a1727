import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydraErrorSchema } from '../../../../contract/errors';
import { demoEuroPrice } from '../../../../server/demo/catalogue/euro-prices';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { bearer, guestLogin, login, retail } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/** Every catalogue read that shows a price answers from the sterling or the euro list, as asked. */
describe.each(testDatabases)('price lists on $name', (database) => {
  let app: FastifyInstance;
  let guest: Record<string, string>;
  const pads = featuredSkus.brakePadsFocus; // £38.95, €47.49

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    guest = bearer((await guestLogin(app)).token);
  });
  afterAll(() => app.close());

  const get = (url: string, headers = guest) => app.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, payload: object, headers = guest) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const bySku = async (currency?: string) =>
    (await post(`/storefront/products-by-skus${currency ? `?currency=${currency}` : ''}`, { skus: [pads] })).json()[
      'hydra:member'
    ][0];

  it('answers sterling by default and euro when asked, naming the list', async () => {
    expect(await bySku()).toMatchObject({ currency: 'GBP', price: 3895 });
    expect(await bySku('GBP')).toMatchObject({ currency: 'GBP', price: 3895 });
    expect(await bySku('EUR')).toMatchObject({ currency: 'EUR', price: demoEuroPrice(3895, pads), taxRate: 2300 });
    expect(await bySku('GBP')).toMatchObject({ taxRate: 2000 });
  });

  it('prices the product page, its relations, product information and search from the list asked', async () => {
    const { id } = await bySku();
    const page = await get(`/storefront/product/${id}?currency=EUR`);
    expect(page.json()).toMatchObject({ currency: 'EUR', price: 4749 });
    // Each list is its own cached answer.
    expect(page.headers.etag).not.toBe((await get(`/storefront/product/${id}`)).headers.etag);

    const related = (await get(`/product-relations/sku/${pads}?currency=EUR`)).json()['hydra:member'];
    expect(related.length).toBeGreaterThan(0);
    for (const { product } of related) expect(product.currency).toBe('EUR');

    const information = (await get(`/products/product-information?skus[]=${pads}&currency=EUR`)).json()[
      'hydra:member'
    ][0];
    expect(information).toMatchObject({ currency: 'EUR', price: 4749, priceWithSurcharge: 4749 });

    const search = (await get('/storefront/search?keywords=P85020&currency=EUR')).json();
    expect(search.products[0]).toMatchObject({ sku: pads, currency: 'EUR', price: 4749 });
  });

  it('sorts a category by the price of the list shown', async () => {
    const category = (await get('/storefront/categories/braking%2Fbrake-pads')).json();
    const listing = (
      await get(`/storefront/products-by-category/${category.id}?sort=price-asc&itemsPerPage=100&currency=EUR`)
    ).json();
    const prices = listing['hydra:member'].map((p: { price: number; currency: string }) => {
      expect(p.currency).toBe('EUR');
      return p.price;
    });
    const priced = prices.filter((price: number) => price > 0);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
  });

  it('prices the comparison and favourites from the list asked', async () => {
    const added = await post('/storefront/product-comparisons?currency=EUR', { sku: pads });
    expect(added.json().products[0]).toMatchObject({ sku: pads, currency: 'EUR', price: 4749 });
    expect((await get('/storefront/product-comparisons')).json()['hydra:member'][0]).toMatchObject({
      currency: 'GBP',
      price: 3895,
    });

    const user = bearer((await login(app, retail.email, retail.password)).token);
    const favourite = await post('/product-favourites?currency=EUR', { product: pads }, user);
    expect(favourite.json().product).toMatchObject({ currency: 'EUR', price: 4749 });
    const listed = (await get('/product-favourites?currency=EUR', user)).json()['hydra:member'];
    expect(listed.find((f: { product: { sku: string } }) => f.product.sku === pads).product.price).toBe(4749);
  });

  it('refuses a currency without a list, beside the field', async () => {
    const response = await post('/storefront/products-by-skus?currency=USD', { skus: [pads] });
    expect(response.statusCode).toBe(400);
    const problem = hydraErrorSchema.parse(response.json());
    expect(problem.violations?.map((v) => v.propertyPath)).toContain('currency');
  });
});
