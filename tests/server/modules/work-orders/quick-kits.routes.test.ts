import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Compatibility, ProductInformation, ProductSummary } from '../../../../contract/catalogue/schemas';
import type { HydraError } from '../../../../contract/errors';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { withTax } from '../../../../contract/money/tax';
import {
  quickKitAnswerSchema,
  type QuickKitAnswer,
  type QuickKitEntry,
} from '../../../../contract/work-orders/quick-kits/schemas';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { guestLogin, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus, workOrderClient } from './work-order-client';

const focus = featuredVariants.focusEcoBoost2019.tecdocId;
const golf = featuredVariants.golfTdi2016.tecdocId;
const parts = (kit: QuickKitAnswer) => kit.entries.map((entry) => entry.componentPart);
const entryOf = (kit: QuickKitAnswer, part: string) =>
  kit.entries.find((entry) => entry.componentPart === part) as QuickKitEntry;

describe.each(testDatabases)('quick brake and service kits on $name', (database) => {
  let app: FastifyInstance;
  let tablet: ReturnType<typeof workOrderClient>;
  let irish: ReturnType<typeof workOrderClient>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    irish = workOrderClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
  });
  afterAll(() => app.close());

  const kit = async (client: typeof tablet, type: 'brake' | 'service', vehicleOptions: object) => {
    const response = await client.send('POST', `/work-orders/quick-${type}-kit`, { vehicleOptions });
    expectStatus(response, 200);
    return response.json<QuickKitAnswer>();
  };

  it('a brake kit from the catalogue: each brand’s cheapest part that fits, at the account’s prices', async () => {
    const brakes = await kit(tablet, 'brake', { tecdocId: focus });
    expect(brakes).toMatchObject({ type: 'brake', tecdocId: focus, currency: 'GBP' });
    expect(parts(brakes)).toEqual(expect.arrayContaining(['Front Brake Pads', 'Front Brake Discs', 'Brake Fluid']));
    const pads = entryOf(brakes, 'Front Brake Pads');
    expect(pads.fitments).toHaveLength(1);
    const [fitment] = pads.fitments;
    expect(fitment).toMatchObject({ sku: null, quantity: 1, unit: 'each' });
    // An axle's two discs are one pair (issue 42), whichever brand is chosen.
    const [discs] = entryOf(brakes, 'Front Brake Discs').fitments;
    expect(discs).toMatchObject({ quantity: 1, unit: 'pair' });
    expect(discs?.brands.every((brand) => / Pair\b/.test(brand.productName))).toBe(true);
    // The featured Focus pads' brands are offered.
    const names = fitment?.brands.map((brand) => brand.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['Brembo', 'TRW', 'Mintex', 'Pagid']));
    expect(new Set(names).size).toBe(names.length);

    // The same as the catalogue's own listing of front pads for the Focus, brand by brand.
    const listed = await tablet.send('POST', '/storefront/vehicle-specific-products', {
      category: 'braking/brake-pads',
      vehicleOptions: { tecdocId: focus },
    });
    const cheapest = new Map<string, ProductSummary>();
    for (const product of listed.json<{ 'hydra:member': ProductSummary[] }>()['hydra:member']) {
      const front = product.attributes.some((a) => a.code === 'position' && a.value === 'Front Axle');
      const held = cheapest.get(product.brand.name);
      if (front && product.price > 0 && (!held || product.price + product.surcharge < held.price + held.surcharge))
        cheapest.set(product.brand.name, product);
    }
    expect(new Set(names)).toEqual(new Set(cheapest.keys()));
    for (const brand of fitment?.brands ?? []) {
      const product = cheapest.get(brand.name) as ProductSummary;
      expect(brand.price.excTax).toBe(product.price + product.surcharge);
      expect(brand.price.incTax).toBe(withTax(brand.price.excTax, 2000));
      expect(brand.logo).toMatch(/^\/demo\/brands\/.+\.svg$/);
    }
    const prices = fitment?.brands.map((brand) => brand.price.excTax) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price > 0)).toBe(true);
  });

  it('offers only brands that fit the vehicle, each with its stock at the account’s branch (issue 42)', async () => {
    for (const type of ['brake', 'service'] as const) {
      const answer = await kit(tablet, type, { tecdocId: focus });
      const brands = answer.entries.flatMap((entry) => entry.fitments.flatMap((fitment) => fitment.brands));
      expect(brands.length).toBeGreaterThan(0);
      const asked = [...new Set(brands.map((brand) => `skus[]=${brand.sku}`))].join('&');

      // The catalogue's own check: each part fits the Focus (universal parts, oils, fit any car).
      const checked = await tablet.send('GET', `/storefront/product-compatibility?${asked}&tecdocId=${focus}`);
      expectStatus(checked, 200);
      const fits = new Map(
        checked.json<{ 'hydra:member': Compatibility[] }>()['hydra:member'].map((c) => [c.sku, c.compatible]),
      );
      expect(brands.filter((brand) => fits.get(brand.sku) !== true).map((brand) => brand.productName)).toEqual([]);
      // (An engine's parts are named for one car of the engine: 'for Ford Fiesta Mk8 1.0 EcoBoost'.)
      expect(brands.filter((brand) => /\bFiat\b/.test(brand.productName))).toEqual([]);

      // Its stock is the branch's, as the product information answers it for the account's branch.
      const information = await tablet.send('GET', `/products/product-information?${asked}`);
      expectStatus(information, 200);
      const products = information.json<{ 'hydra:member': ProductInformation[] }>()['hydra:member'];
      const atBranch = new Map(
        products.map((product) => [
          product.sku,
          product.stock.find((line) => line.location.id === product.preferredBranchId)?.stock ?? 0,
        ]),
      );
      for (const brand of brands) expect(brand.stockAtBranch, brand.sku).toBe(atBranch.get(brand.sku));
      if (type === 'brake') expect(brands.some((brand) => (brand.stockAtBranch ?? 0) > 0)).toBe(true);
    }
  });

  it('a petrol 1.0 EcoBoost: plugs for 3 cylinders, no fuel filter, 4.3 L of oil in 1 L or 5 L', async () => {
    const service = await kit(tablet, 'service', { tecdocId: focus });
    expect(parts(service)).toEqual(expect.arrayContaining(['Oil Filter', 'Air Filter', 'Spark Plugs']));
    expect(parts(service)).not.toContain('Fuel Filter');
    expect(parts(service)).not.toContain('Engine Oil');
    expect(entryOf(service, 'Spark Plugs').fitments[0]?.quantity).toBe(3);
    const oils = service.entries.filter((entry) => entry.componentPart.startsWith('Engine Oil'));
    // 4.3 L is held by one size or the other, never both (issue 42): the cheaper of the two.
    expect(oils).toHaveLength(1);
    for (const oil of oils) {
      const unit = oil.componentPart === 'Engine Oil 1L' ? '1 litre bottle' : '5 litre can';
      expect(oil.fitments[0]?.unit).toBe(unit);
      expect(['Engine Oil 1L', 'Engine Oil 5L']).toContain(oil.componentPart);
      expect(oil.engineOilCapacity).toBe(4.3);
      expect(oil.fitments[0]?.quantity).toBe(oil.componentPart === 'Engine Oil 1L' ? 5 : 1);
    }
    const others = service.entries.filter((entry) => !entry.componentPart.startsWith('Engine Oil'));
    expect(others.map((entry) => entry.engineOilCapacity)).toEqual(others.map(() => null));
  });

  it('a diesel Golf: a fuel filter and no spark plugs, 4.6 L of oil', async () => {
    const service = await kit(tablet, 'service', { tecdocId: String(golf) });
    expect(service.tecdocId).toBe(golf);
    expect(parts(service)).toContain('Fuel Filter');
    expect(parts(service)).not.toContain('Spark Plugs');
    const oil = service.entries.find((entry) => entry.componentPart.startsWith('Engine Oil'));
    expect(oil?.engineOilCapacity).toBe(4.6);
  });

  it('finds a registration without changing the active vehicle; the storefront’s kit is the active one’s', async () => {
    const byVrm = await kit(tablet, 'brake', { vrm: 'wb19 kfd' });
    expect(byVrm).toEqual(await kit(tablet, 'brake', { tecdocId: focus }));
    const none = await tablet.send('GET', '/storefront/quick-brake-kit');
    expectStatus(none, 400);
    expect(none.json<HydraError>().violations).toEqual([
      { propertyPath: 'tecdocId', message: 'Please choose a vehicle first: its registration, VIN or make and model.' },
    ]);
    const asked = await tablet.send('GET', `/storefront/quick-service-kit?tecdocId=${golf}`);
    expectStatus(asked, 200);
    expect(asked.json()).toEqual(await kit(tablet, 'service', { tecdocId: golf }));
    const looked = await tablet.send('POST', '/storefront/vehicle-search/vrm', { vrm: 'WB19 KFD', saveToCache: true });
    expectStatus(looked, 200);
    const active = await tablet.send('GET', '/storefront/quick-brake-kit');
    expectStatus(active, 200);
    expect(active.json()).toEqual(byVrm);
  });

  it('answers violations in the specification’s format, and 404 for a vehicle not in the catalogue', async () => {
    const cases: [object, string][] = [
      [{}, 'vehicleOptions'],
      [{ tecdocId: 'abc', colour: 'red' }, 'vehicleOptions'],
      [{ vrm: '!!' }, 'vehicleOptions.vrm'],
      [{ vin: 'NOT A VIN' }, 'vehicleOptions.vin'],
    ];
    for (const [vehicleOptions, propertyPath] of cases) {
      const response = await tablet.send('POST', '/work-orders/quick-brake-kit', { vehicleOptions });
      expectStatus(response, 400);
      const problem = response.json<HydraError>();
      expect(problem['@type']).toBe('ConstraintViolationList');
      expect(problem.violations?.map((v) => v.propertyPath)).toEqual([propertyPath]);
    }
    const missing = await tablet.send('POST', '/work-orders/quick-service-kit', {});
    expectStatus(missing, 400);
    expect(missing.json<HydraError>().violations?.[0]?.propertyPath).toBe('vehicleOptions');
    const unknown = await tablet.send('POST', '/work-orders/quick-service-kit', { vehicleOptions: { tecdocId: 1 } });
    expectStatus(unknown, 404);
    expect(unknown.json<HydraError>()['hydra:description']).toBe('We could not find that vehicle in our catalogue.');
    expectStatus(await tablet.send('GET', '/storefront/quick-brake-kit?tecdocId=x'), 400);
  });

  it('any vehicle options a trade tablet sends: a kit, a violation or not found, never a failure', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('WB19 KFD', 'Ford', 'Focus Mk4', '2019', '1.0 EcoBoost 125', 'petrol', String(focus)),
      fc.integer({ min: -5, max: 2_000_000 }),
      fc.boolean(),
      fc.constant(null),
    );
    const keys = fc.constantFrom('tecdocId', 'vrm', 'vin', 'make', 'model', 'vehicleYear', 'engine', 'fuel', 'other');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, value, { maxKeys: 6 }), fc.boolean(), async (vehicleOptions, brake) => {
        const response = await tablet.send('POST', `/work-orders/quick-${brake ? 'brake' : 'service'}-kit`, {
          vehicleOptions,
        });
        expect([200, 400, 404], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) expect(quickKitAnswerSchema.safeParse(response.json()).success).toBe(true);
        else expect(response.json<HydraError>()['hydra:description']).toBeTruthy();
      }),
      { numRuns: 40, seed: 20261126 },
    );
  });

  it('is for trade accounts: 401 without a session, 403 for a guest or a retail customer', async () => {
    const anonymous = await app.inject({ method: 'GET', url: `/api/storefront/quick-brake-kit?tecdocId=${focus}` });
    expectStatus(anonymous, 401);
    const body = { vehicleOptions: { tecdocId: focus } };
    expectStatus(await app.inject({ method: 'POST', url: '/api/work-orders/quick-brake-kit', payload: body }), 401);
    const retailTablet = workOrderClient(app, (await login(app, retail.email, retail.password)).token);
    const refused = await retailTablet.send('POST', '/work-orders/quick-service-kit', body);
    expectStatus(refused, 403);
    expect(refused.json<HydraError>()['hydra:description']).toMatch(/trade account/);
    const guest = workOrderClient(app, (await guestLogin(app)).token);
    expectStatus(await guest.send('GET', `/storefront/quick-brake-kit?tecdocId=${focus}`), 403);
  });

  it('Ireland: euro prices, VAT at 13.5% on a fitted part', async () => {
    const brakes = await kit(irish, 'brake', { tecdocId: focus });
    expect(brakes.currency).toBe('EUR');
    for (const brand of entryOf(brakes, 'Front Brake Pads').fitments[0]?.brands ?? [])
      expect(brand.price.incTax).toBe(withTax(brand.price.excTax, 1350));
  });

  it('a kit on a work order is priced from the catalogue, not from what the tablet sent', async () => {
    const kitId = uuidv7();
    const created = await tablet.create({
      id: uuidv7(),
      vrm: 'WB19 KFD',
      tecdocId: focus,
      workOrderQuickKits: [
        {
          id: kitId,
          position: 'a0',
          type: 'brake',
          workOrderQuickKitItems: [
            {
              componentPart: 'Front Brake Pads',
              sku: featuredSkus.brakePadsFocus,
              quantity: 1,
              additionalServiceName: 'Fit front pads',
              additionalServicePrice: 4_500,
              price: 1,
            },
            { componentPart: 'Front Brake Discs', sku: null, quantity: 1 },
          ],
        },
      ],
    });
    expectStatus(created, 201);
    const order = created.json<WorkOrder>();
    const [line] = order.workOrderQuickKits;
    expect(line?.workOrderQuickKitItems[0]).not.toHaveProperty('price');
    expect(line?.itemPrices).toEqual([
      { sku: featuredSkus.brakePadsFocus, price: 3_895, surcharge: 0, taxRate: 2000 },
      { sku: null, price: 0, surcharge: 0, taxRate: 2000 },
    ]);
    expect(order.prices.workOrderItems).toEqual({
      labourPrice: { excTax: 4_500, incTax: 5_400 },
      partPrice: { excTax: 3_895, incTax: 4_674 },
      total: { excTax: 8_395, incTax: 10_074 },
    });
    expect(order.numberOfParts).toBe(1);

    // Choosing the discs later (an intent based on what the tablet saw, as the outbox sends it) prices them too.
    const seen = line?.workOrderQuickKitItems ?? [];
    const chosen = seen.map((item) => (item.sku ? item : { ...item, sku: featuredSkus.mintexPadsFocus }));
    const changed = await tablet.changes(order.id, [
      {
        op: 'updateLine',
        kind: 'quickKit',
        id: kitId,
        base: { workOrderQuickKitItems: seen },
        set: { workOrderQuickKitItems: chosen },
      },
    ]);
    expectStatus(changed, 200);
    const after = changed.json<WorkOrder>();
    expect(after.workOrderQuickKits[0]?.itemPrices[1]).toEqual({
      sku: featuredSkus.mintexPadsFocus,
      price: 2_795,
      surcharge: 0,
      taxRate: 2000,
    });
    expect(after.prices.workOrderItems.partPrice.excTax).toBe(3_895 + 2_795);
    expect(after.numberOfParts).toBe(2);
  });
});
