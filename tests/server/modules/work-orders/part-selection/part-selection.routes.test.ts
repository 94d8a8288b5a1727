import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../../../../contract/catalogue/messages';
import type { CategoryTreeNode } from '../../../../../contract/catalogue/schemas';
import { messages } from '../../../../../contract/messages';
import {
  partSelectionMessages,
  type CategoryProductsAnswer,
  type PartSelectionCategory,
} from '../../../../../contract/work-orders/part-selection';
import { featuredVariants } from '../../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../../server/demo/catalogue/featured';
import { guestLogin, login, retail, trade, tradeIe } from '../../../helpers/session';
import { buildTestApp, testDatabases } from '../../../helpers/test-app';
import { expectStatus, workOrderClient } from '../work-order-client';

const focus = featuredVariants.focusEcoBoost2019.tecdocId;
const forFocus = { vehicleOptions: { tecdocId: focus, vrm: 'WB19 KFD' } };
type Member<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

describe.each(testDatabases)('work-order part selection on $name', (database) => {
  let app: FastifyInstance;
  let tablet: ReturnType<typeof workOrderClient>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  const menu = async () =>
    (await tablet.send('POST', '/work-orders/menu-items', forFocus)).json<Member<CategoryTreeNode>>()['hydra:member'];
  const products = async (body: object, client = tablet) => {
    const response = await client.send('POST', '/work-orders/category-products', { ...forFocus, ...body });
    expectStatus(response, 200);
    return response.json<CategoryProductsAnswer>();
  };

  it('answers the menu: top categories with parts for the vehicle, and their children that have some', async () => {
    const items = await menu();
    const catalogue = (await tablet.send('GET', '/storefront/categories')).json<Member<CategoryTreeNode>>();
    const braking = items.find((item) => item.slug === 'braking');
    const allBraking = catalogue['hydra:member'].find((item) => item.slug === 'braking');
    expect(braking?.children.map((child) => child.slug)).toContain('brake-pads');
    // Fewer than the catalogue holds: only what fits the Focus.
    expect(braking?.productCount).toBeGreaterThan(0);
    expect(braking?.productCount).toBeLessThan(allBraking?.productCount ?? 0);
    for (const item of items) {
      expect(item.productCount).toBeGreaterThan(0);
      for (const child of item.children) expect(child.productCount).toBeGreaterThan(0);
      // A top category's parts are all in its children.
      expect(item.children.reduce((sum, child) => sum + child.productCount, 0)).toBe(item.productCount);
    }
    // Universal parts fit every vehicle: oils by grade are offered for the Focus too.
    expect(items.find((item) => item.slug === 'oils-and-fluids')?.children.map((c) => c.slug)).toContain('engine-oil');
  });

  it('answers a category by path or slug, counted for the vehicle, with breadcrumbs and its children', async () => {
    const byPath = await tablet.send('POST', `/work-orders/categories/${encodeURIComponent('braking/brake-pads')}`, {
      ...forFocus,
    });
    expectStatus(byPath, 200);
    const pads = byPath.json<PartSelectionCategory>();
    const padsInMenu = (await menu())
      .flatMap((item) => item.children)
      .find((child) => child.path === 'braking/brake-pads');
    expect(pads).toMatchObject({
      '@id': '/categories/2',
      path: 'braking/brake-pads',
      genartId: 402,
      tecdocId: focus,
      productCount: padsInMenu?.productCount,
      children: [],
    });
    expect(pads.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['braking', 'brake-pads']);
    const bySlug = (await tablet.send('POST', '/work-orders/categories/brake-pads', forFocus)).json();
    expect(bySlug).toEqual(pads);

    const braking = (
      await tablet.send('POST', '/work-orders/categories/braking', forFocus)
    ).json<PartSelectionCategory>();
    expect(braking.children.find((child) => child.slug === 'brake-pads')?.productCount).toBe(pads.productCount);
    expect(braking.children.every((child) => child.productCount > 0)).toBe(true);

    // Two categories are called fitting-kits: the slug alone names neither.
    for (const slug of ['no-such-category', 'fitting-kits']) {
      const missing = await tablet.send('POST', `/work-orders/categories/${slug}`, forFocus);
      expectStatus(missing, 404);
      expect(missing.json()['hydra:description']).toBe(catalogueMessages.categoryNotFound);
    }
  });

  it('lists a generic article’s parts that fit, by brand, at the account’s prices and its branch’s stock', async () => {
    const all = await products({ genArt: 402, itemsPerPage: 100 });
    const padsCount = (await menu())
      .flatMap((item) => item.children)
      .find((c) => c.slug === 'brake-pads')?.productCount;
    expect(all).toMatchObject({
      tecdocId: focus,
      genArt: 402,
      groupBy: 'brand',
      currency: 'GBP',
      totalItems: padsCount,
    });
    const names = all.groups.map((group) => group.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(all.groups.reduce((sum, group) => sum + group.productCount, 0)).toBe(all.totalItems);
    const listed = all.groups.flatMap((group) => group.products);
    expect(listed).toHaveLength(all.totalItems);
    for (const group of all.groups) {
      expect(group.products.every((product) => product.brand.slug === group.key)).toBe(true);
      const skus = group.products.map((product) => product.sku);
      expect(skus).toEqual([...skus].sort());
    }

    // Every one fits the Focus, and is priced and stocked as the catalogue says for the account's branch.
    const skus = listed.map((product) => product.sku);
    const query = skus.map((sku) => `skus[]=${sku}`).join('&');
    const fits = (await tablet.send('GET', `/storefront/product-compatibility?${query}&tecdocId=${focus}`)).json();
    expect(fits['hydra:member'].every((fact: { compatible: boolean }) => fact.compatible)).toBe(true);
    const information = (await tablet.send('GET', `/products/product-information?${query}`)).json()['hydra:member'];
    for (const product of listed) {
      const info = information.find((row: { sku: string }) => row.sku === product.sku);
      const atBranch = info.stock.find((line: { location: { id: string } }) => line.location.id === all.branchId);
      expect(product).toMatchObject({
        price: info.price,
        surcharge: info.surcharge,
        unitPrice: info.priceWithSurcharge,
        stockAvailability: atBranch?.stock ?? 0,
        taxRate: 2000,
        multipleOfSaleQuantity: 1,
      });
    }
    expect(listed.find((product) => product.sku === featuredSkus.brakePadsFocus)).toMatchObject({
      price: 3895,
      brand: { name: 'Brembo' },
    });
  });

  it('pages across the groups, filters to one group and groups by category', async () => {
    const all = (await products({ genArt: 402, itemsPerPage: 100 })).groups.flatMap((group) => group.products);
    const first = await products({ genArt: 402, itemsPerPage: 5 });
    const second = await products({ genArt: 402, itemsPerPage: 5, page: 2 });
    const onPage = (answer: CategoryProductsAnswer) =>
      answer.groups.flatMap((group) => group.products.map((product) => product.sku));
    expect(onPage(first)).toEqual(all.slice(0, 5).map((product) => product.sku));
    expect(onPage(second)).toEqual(all.slice(5, 10).map((product) => product.sku));
    // Every group is listed with its count on every page, so the screen can offer them all.
    expect(second.groups.map((group) => [group.key, group.productCount])).toEqual(
      first.groups.map((group) => [group.key, group.productCount]),
    );

    const brembo = await products({ genArt: 402, group: 'brembo' });
    const bremboCount = first.groups.find((group) => group.key === 'brembo')?.productCount;
    expect(brembo.totalItems).toBe(bremboCount);
    expect(onPage(brembo)).toContain(featuredSkus.brakePadsFocus);
    expect(brembo.groups.flatMap((group) => group.products).every((p) => p.brand.slug === 'brembo')).toBe(true);

    const byCategory = await products({ genArt: 402, groupBy: 'category' });
    expect(byCategory.groups.map((group) => [group.key, group.name, group.productCount])).toEqual([
      ['braking/brake-pads', 'Brake Pads', first.totalItems],
    ]);
    // A generic article the catalogue does not hold has no parts, which is an answer, not an error.
    expect(await products({ genArt: 999_999 })).toMatchObject({ totalItems: 0, groups: [] });
  });

  it('offers universal parts for any vehicle, never a hidden one', async () => {
    const oils = await products({ genArt: 3224, itemsPerPage: 100 });
    expect(oils.totalItems).toBeGreaterThan(0);
    expect(oils.groups.flatMap((group) => group.products).map((p) => p.sku)).toContain(featuredSkus.engineOil);
    // The Sealey jack fits anything but is not shown on the website.
    const jacks = await products({ genArt: 6003, itemsPerPage: 100 });
    expect(jacks.groups.flatMap((group) => group.products).map((p) => p.sku)).not.toContain(
      featuredSkus.hiddenFromWebsite,
    );
  });

  it('prices in euro with Irish VAT for an Irish trade account', async () => {
    const irish = workOrderClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const pads = await products({ genArt: 402, group: 'brembo' }, irish);
    expect(pads.currency).toBe('EUR');
    const product = pads.groups.flatMap((group) => group.products)[0];
    // A fitted brake pad is repair work in Ireland: 13.5%, not the standard 23%.
    expect(product).toMatchObject({ currency: 'EUR', taxRate: 1350 });
    const information = (
      await irish.send('GET', `/products/product-information?skus[]=${product?.sku}&currency=EUR`)
    ).json()['hydra:member'][0];
    expect(product?.price).toBe(information.price);
  });

  it('is for trade accounts: 401 without a session, 403 for retail customers and guests', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/work-orders/menu-items', payload: forFocus });
    expectStatus(anonymous, 401);
    // A guest is refused by the session check; a retail customer by the work orders' own.
    for (const [token, message] of [
      [(await login(app, retail.email, retail.password)).token, /trade account/],
      [(await guestLogin(app)).token, new RegExp(messages.notLoggedIn)],
    ] as const) {
      const client = workOrderClient(app, token);
      for (const [url, body] of [
        ['/work-orders/menu-items', forFocus],
        ['/work-orders/categories/braking', forFocus],
        ['/work-orders/category-products', { ...forFocus, genArt: 402 }],
        // A person without a trade account is refused before the vehicle is looked at.
        ['/work-orders/menu-items', { vehicleOptions: { tecdocId: 1 } }],
      ] as const) {
        const refused = await client.send('POST', url, body);
        expectStatus(refused, 403);
        expect(refused.json()['hydra:description']).toMatch(message);
      }
    }
  });

  it('refuses a missing or unknown vehicle and a malformed request in plain words beside the field', async () => {
    const violations = async (url: string, body: object) => {
      const response = await tablet.send('POST', url, body);
      expectStatus(response, 400);
      expect(response.json()['@type']).toBe('ConstraintViolationList');
      return response.json().violations;
    };
    expect(await violations('/work-orders/menu-items', {})).toEqual([
      { propertyPath: 'vehicleOptions', message: partSelectionMessages.noVehicle },
    ]);
    expect(await violations('/work-orders/categories/braking', { vehicleOptions: { vrm: 'WB19 KFD' } })).toEqual([
      { propertyPath: 'vehicleOptions.tecdocId', message: partSelectionMessages.noVehicle },
    ]);
    expect(await violations('/work-orders/category-products', { ...forFocus, genArt: 'pads' })).toEqual([
      { propertyPath: 'genArt', message: partSelectionMessages.genArt },
    ]);
    const paging = await violations('/work-orders/category-products', {
      ...forFocus,
      genArt: 402,
      itemsPerPage: 101,
      groupBy: 'colour',
    });
    expect(paging.map((violation: { propertyPath: string }) => violation.propertyPath).sort()).toEqual([
      'groupBy',
      'itemsPerPage',
    ]);

    const unknown = await tablet.send('POST', '/work-orders/category-products', {
      vehicleOptions: { tecdocId: 1 },
      genArt: 402,
    });
    expectStatus(unknown, 404);
    expect(unknown.json()['hydra:description']).toBe(partSelectionMessages.unknownVehicle);
    expectStatus(await tablet.send('POST', '/work-orders/menu-items', { vehicleOptions: { tecdocId: 1 } }), 404);
  });
});
