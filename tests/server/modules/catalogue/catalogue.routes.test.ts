import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../../../contract/catalogue/messages';
import { hydraErrorSchema } from '../../../../contract/errors';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { greatCircleMetres } from '../../../../contract/locations/distance';
import { demoBranches, type DemoBranch } from '../../../../server/demo/catalogue/branches';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { PROBLEM_CONTENT_TYPE } from '../../../../server/plugins/errors';
import { bearer, guestLogin, login, retail, tokenClaims, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('catalogue routes on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let guest: Record<string, string>;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    guest = bearer((await guestLogin(app)).token);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = guest) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = guest) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const productId = async (sku: string) =>
    (await post('/storefront/products-by-skus', { skus: [sku] })).json()['hydra:member'][0].id as string;

  it('answers the category tree and a category by path, with children and breadcrumbs', async () => {
    const tree = (await get('/storefront/categories')).json();
    const braking = tree['hydra:member'].find((c: { slug: string }) => c.slug === 'braking');
    expect(braking.children.map((c: { slug: string }) => c.slug)).toContain('brake-pads');
    const response = await get(`/storefront/categories/${encodeURIComponent('exhaust-system/silencers')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
    const category = response.json();
    expect(category.breadcrumbs.map((c: { name: string }) => c.name)).toEqual(['Exhaust System', 'Silencers']);
    expect(category.children.map((c: { slug: string }) => c.slug)).toEqual(['rear-silencers', 'centre-silencers']);
  });

  it('answers 404 with a description for an unknown category or product', async () => {
    const category = await get('/storefront/categories/no-such-thing');
    expect(category.statusCode).toBe(404);
    expect(hydraErrorSchema.parse(category.json())['hydra:description']).toBe(catalogueMessages.categoryNotFound);
    const product = await get('/storefront/product/no-such-product');
    expect(product.statusCode).toBe(404);
    expect(product.json()['hydra:description']).toBe(catalogueMessages.productNotFound);
  });

  it('answers 404 in the Hydra shape for the relations of a sku no product has, as for its page', async () => {
    for (const sku of ['999999', 'no such sku']) {
      const relations = await get(`/product-relations/sku/${encodeURIComponent(sku)}`);
      expect(relations.statusCode, sku).toBe(404);
      expect(relations.headers['content-type']).toBe(PROBLEM_CONTENT_TYPE);
      expect(hydraErrorSchema.parse(relations.json())['hydra:description']).toBe(catalogueMessages.productNotFound);
      expect((await get(`/storefront/product/${encodeURIComponent(sku)}`)).statusCode).toBe(404);
    }
    // A product without relations is found: an empty list.
    const [alone] = await queryRows<{ sku: string }>(
      handle.db,
      sql`SELECT p.sku FROM products p WHERE p.withdrawn_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM product_relations r WHERE r.product_id = p.id) ORDER BY p.sku LIMIT 1`,
    );
    const empty = await get(`/product-relations/sku/${alone?.sku}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });

  it('answers 404 for the relations of a withdrawn product, as for its page', async () => {
    const [related] = await queryRows<{ sku: string }>(
      handle.db,
      sql`SELECT p.sku FROM products p JOIN product_relations r ON r.product_id = p.id
          WHERE p.withdrawn_at IS NULL AND p.sku <> ${featuredSkus.brakePadsFocus} ORDER BY p.sku LIMIT 1`,
    );
    const sku = related?.sku ?? '';
    expect((await get(`/product-relations/sku/${sku}`)).json()['hydra:totalItems']).toBeGreaterThan(0);
    await queryRows(handle.db, sql`UPDATE products SET withdrawn_at = now() WHERE sku = ${sku}`);
    try {
      expect((await get(`/storefront/product/${sku}`)).statusCode).toBe(404);
      expect((await get(`/product-relations/sku/${sku}`)).statusCode).toBe(404);
    } finally {
      await queryRows(handle.db, sql`UPDATE products SET withdrawn_at = NULL WHERE sku = ${sku}`);
    }
  });

  it('pages, sorts and filters the products of a category and its subcategories', async () => {
    const tree = (await get('/storefront/categories/braking')).json();
    const first = (await get(`/storefront/products-by-category/${tree.id}?itemsPerPage=10`)).json();
    const second = (await get(`/storefront/products-by-category/${tree.id}?itemsPerPage=10&page=2`)).json();
    expect(first['hydra:totalItems']).toBeGreaterThan(40);
    expect(first['hydra:member']).toHaveLength(10);
    const ids = new Set(first['hydra:member'].map((p: { id: string }) => p.id));
    expect(second['hydra:member'].some((p: { id: string }) => ids.has(p.id))).toBe(false);

    const pads = (await get('/storefront/categories/braking%2Fbrake-pads')).json();
    const cheap = (await get(`/storefront/products-by-category/${pads.id}?sort=price-asc&itemsPerPage=20`)).json()[
      'hydra:member'
    ];
    const prices = cheap.map((p: { price: number }) => p.price).filter((price: number) => price > 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const rear = (await get(`/storefront/products-by-category/${pads.id}?attr[]=position:Rear%20Axle`)).json();
    expect(rear['hydra:totalItems']).toBeGreaterThan(0);
    for (const product of rear['hydra:member']) {
      expect(product.attributes).toContainEqual(expect.objectContaining({ code: 'position', value: 'Rear Axle' }));
    }
  });

  it('lists only what fits the active vehicle, and universal parts', async () => {
    const { token } = await guestLogin(app);
    const sessionId = String(tokenClaims(token).sid ?? '');
    const focus = featuredVariants.focusEcoBoost2019.tecdocId;
    await queryRows(handle.db, sql`UPDATE sessions SET active_tecdoc_id = ${focus} WHERE id = ${sessionId}`);
    const pads = (await get('/storefront/categories/braking%2Fbrake-pads')).json();
    const fitting = (await get(`/storefront/products-by-category/${pads.id}?itemsPerPage=100`, bearer(token))).json();
    const everything = (await get(`/storefront/products-by-category/${pads.id}`)).json();
    expect(fitting['hydra:totalItems']).toBeLessThan(everything['hydra:totalItems']);
    expect(fitting['hydra:member'].map((p: { sku: string }) => p.sku)).toContain(featuredSkus.brakePadsFocus);
    for (const product of fitting['hydra:member']) expect(product.productName).toMatch(/Focus Mk4/);
  });

  it('answers attribute filters with counts', async () => {
    const pads = (await get('/storefront/categories/braking%2Fbrake-pads')).json();
    const { filters } = (await post('/storefront/product-filters', { categoryId: pads.id, productSkus: [] })).json();
    const position = filters.find((f: { code: string }) => f.code === 'position');
    expect(position.label).toBe('Fitting position');
    expect(position.values.map((v: { value: string }) => v.value).sort()).toEqual(['Front Axle', 'Rear Axle']);
    const some = (
      await post('/storefront/product-filters', {
        categoryId: pads.id,
        productSkus: [featuredSkus.brakePadsFocus, featuredSkus.trwPadsFocus],
      })
    ).json();
    expect(some.filters.find((f: { code: string }) => f.code === 'wear_indicator').values).toHaveLength(2);
  });

  it('answers a product by id or slug, with part numbers, fitments and breadcrumbs', async () => {
    const id = await productId(featuredSkus.brakePadsFocus);
    const product = (await get(`/storefront/product/${id}`)).json();
    expect(product).toMatchObject({ sku: '100001', mpn: 'P 85 020', brand: { name: 'Brembo' }, universal: false });
    expect(product.partNumbers.oe).toContainEqual({ brand: 'Ford', number: '2 208 125' });
    expect(product.partNumbers.superseded).toContainEqual({ brand: 'Brembo', number: 'P 85 017' });
    expect(product.fitments.map((f: { tecdocId: number }) => f.tecdocId)).toContain(
      featuredVariants.focusEcoBoost2019.tecdocId,
    );
    expect(product.breadcrumbs.map((c: { name: string }) => c.name)).toEqual(['Braking', 'Brake Pads']);
    expect((await get(`/storefront/product/${product.slug}`)).json().id).toBe(id);
  });

  it('answers a product by its sku, the IRI a basket line carries (/products/{sku}), as by its id', async () => {
    const id = await productId(featuredSkus.brakePadsFocus);
    const [bySku, byId] = await Promise.all([
      get(`/storefront/product/${featuredSkus.brakePadsFocus}`),
      get(`/storefront/product/${id}`),
    ]);
    expect(bySku.statusCode, bySku.body).toBe(200);
    expect(bySku.json()).toEqual(byId.json());
    expect(bySku.json()).toMatchObject({ id, sku: '100001', brand: { name: 'Brembo' } });
    // In the euro list as well: the sku finds the product, the currency still chooses the prices.
    expect((await get(`/storefront/product/${featuredSkus.brakePadsFocus}?currency=EUR`)).json()).toMatchObject({
      id,
      currency: 'EUR',
    });
    expect((await get('/storefront/product/999999')).statusCode).toBe(404);
  });

  it('answers products by skus in the order asked, relations and part information', async () => {
    const listed = (await post('/storefront/products-by-skus', { skus: ['100004', 'nope', '100001'] })).json();
    expect(listed['hydra:member'].map((p: { sku: string }) => p.sku)).toEqual(['100004', '100001']);
    const relations = (await get(`/product-relations/sku/${featuredSkus.brakePadsFocus}`)).json()['hydra:member'];
    expect(relations.map((r: { kind: string; product: { sku: string } }) => [r.kind, r.product.sku]).sort()).toEqual([
      ['discs', featuredSkus.brakeDiscsFocus],
      ['fitting-kit', featuredSkus.fittingKitFocus],
    ]);
    const info = (
      await post('/storefront/product-raindata-information', { productSkus: [featuredSkus.brakePadsFocus] })
    ).json();
    expect(info.partInformation['100001']).toMatchObject({
      updatedProductName: 'Brembo Front Brake Pad Set for Ford Focus Mk4',
      PartAttributes: { 'Fitting position': 'Front Axle', 'Width (mm)': '155.1' },
    });
  });

  it("answers price and stock per branch, the trade account's branch first", async () => {
    const skus = `skus[]=${featuredSkus.brakePadsFocus}&skus[]=${featuredSkus.priceOnRequest}`;
    const tradeHeaders = bearer((await login(app, trade.email, trade.password)).token);
    const forTrade = (await get(`/products/product-information?${skus}`, tradeHeaders)).json()['hydra:member'];
    const pads = forTrade.find((i: { sku: string }) => i.sku === featuredSkus.brakePadsFocus);
    expect(pads).toMatchObject({
      price: 3895,
      wasPrice: 4495,
      surcharge: 0,
      priceWithSurcharge: 3895,
      showOnWebsite: true,
    });
    expect(pads.stock[0].location.name).toBe('Leeds Kirkstall');
    expect(pads.preferredBranchId).toBe(pads.stock[0].location.id);
    // After the account's own branch, only branches that hold the pads, nearest to Leeds first.
    const rest: { location: { name: string }; stock: number }[] = pads.stock.slice(1);
    expect(rest.length).toBeGreaterThan(2);
    expect(rest.every((s) => Number.isInteger(s.stock) && s.stock > 0)).toBe(true);
    const at = (name: string) => demoBranches.find((b) => b.name === name) as DemoBranch;
    const metres = rest.map((s) => greatCircleMetres(at('Leeds Kirkstall'), at(s.location.name)));
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    const alternator = forTrade.find((i: { sku: string }) => i.sku === featuredSkus.priceOnRequest);
    expect(alternator).toMatchObject({ price: 0, surcharge: 4500, priceWithSurcharge: 4500 });

    const forRetail = (
      await get(
        `/products/product-information?${skus}`,
        bearer((await login(app, retail.email, retail.password)).token),
      )
    ).json();
    expect(forRetail['hydra:member'][0].preferredBranchId).toBeNull();
  });

  it('answers compatibility against the vehicle: fits, does not fit, universal, or nothing to say', async () => {
    const skus = [featuredSkus.brakePadsFocus, featuredSkus.oilFilterGolf, featuredSkus.engineOil]
      .map((s) => `skus[]=${s}`)
      .join('&');
    const focus = featuredVariants.focusEcoBoost2019.tecdocId;
    const answer = (await get(`/storefront/product-compatibility?${skus}&tecdocId=${focus}`)).json()['hydra:member'];
    const bySku = Object.fromEntries(answer.map((a: { sku: string; compatible: boolean | null }) => [a.sku, a]));
    expect(bySku[featuredSkus.brakePadsFocus].compatible).toBe(true);
    expect(bySku[featuredSkus.brakePadsFocus].productCompatibilityData.vehicle.description).toBe(
      'Ford Focus Mk4 1.0 EcoBoost 125',
    );
    expect(bySku[featuredSkus.oilFilterGolf].compatible).toBe(false);
    expect(bySku[featuredSkus.engineOil]).toMatchObject({
      compatible: true,
      productCompatibilityData: { universal: true },
    });
    const none = (await get(`/storefront/product-compatibility?${skus}`)).json()['hydra:member'];
    expect(none.every((a: { compatible: boolean | null }) => a.compatible === null)).toBe(true);
  });

  it('answers vehicle-specific products for vehicle options, and refuses a list of skus too long', async () => {
    const answer = await post('/storefront/vehicle-specific-products', {
      category: 'braking/brake-pads',
      vehicleOptions: { tecdocId: featuredVariants.focusEcoBoost2019.tecdocId },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()['hydra:member'].map((p: { sku: string }) => p.sku)).toContain(featuredSkus.brakePadsFocus);
    const tooMany = await get(
      `/products/product-information?${Array.from({ length: 101 }, (_, i) => `skus[]=${i}`).join('&')}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().violations[0].propertyPath).toBe('skus');
  });
});
