import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalisePartNumber } from '../../../../contract/catalogue/part-number';
import { demoBranches } from '../../../../server/demo/catalogue/branches';
import { featuredVariants, makes, models, variants } from '../../../../server/providers/car-parc';
import { categories } from '../../../../server/demo/catalogue/categories';
import { featuredProducts, featuredSkus } from '../../../../server/demo/catalogue/featured';
import { generateCatalogue } from '../../../../server/demo/catalogue/generate';
import { stockChance } from '../../../../server/demo/catalogue/stock';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the demo catalogue generator', () => {
  const catalogue = generateCatalogue(800, 42);

  it('is deterministic: the same seed and scale give the same rows', () => {
    expect(digest(generateCatalogue(800, 42))).toBe(digest(catalogue));
    expect(digest(generateCatalogue(800, 43))).not.toBe(digest(catalogue));
  });

  it('makes the number of products asked, the featured ones included', () => {
    expect(catalogue.products).toHaveLength(800);
    const skus = new Set(catalogue.products.map((product) => product.sku));
    for (const sku of Object.values(featuredSkus)) expect(skus.has(sku), sku).toBe(true);
    expect(new Set(catalogue.products.map((p) => p.slug)).size).toBe(800);
    expect(new Set(catalogue.products.map((p) => p.objectId)).size).toBe(800);
  });

  it('gives every product a brand, a category, a price in pence and its name as an attribute', () => {
    const brandIds = new Set(catalogue.brands.map((brand) => brand.id));
    const leafIds = new Set(categories.map((category) => category.id));
    for (const product of catalogue.products) {
      expect(brandIds.has(product.brandId)).toBe(true);
      expect(leafIds.has(product.categoryId)).toBe(true);
      expect(Number.isInteger(product.price) && product.price >= 0).toBe(true);
      expect(product.attributes[0]).toEqual({ code: 'product_name', value: product.name });
      expect(product.mpnNormalised).toBe(normalisePartNumber(product.mpn));
      expect(product.mpnNormalised.length).toBeGreaterThan(2);
    }
  });

  it('fits products to existing variants, and universal parts to none', () => {
    const variantIds = new Set(variants.map((variant) => variant.id));
    for (const fitment of catalogue.fitments) expect(variantIds.has(fitment.variantId)).toBe(true);
    const pads = catalogue.products.find((p) => p.sku === featuredSkus.brakePadsFocus);
    const fitsPads = catalogue.fitments.filter((f) => f.productId === pads?.id).map((f) => f.variantId);
    expect(fitsPads).toContain(featuredVariants.focusEcoBoost2019.id);
    const oil = catalogue.products.find((p) => p.sku === featuredSkus.engineOil);
    expect(catalogue.fitments.some((f) => f.productId === oil?.id)).toBe(false);
  });

  it('cross-references the featured pads both ways through their OE number', () => {
    const bySku = new Map(catalogue.products.map((p) => [p.sku, p]));
    const oeHolders = catalogue.partNumbers
      .filter((n) => n.kind === 'oe' && n.numberNormalised === '2208125')
      .map((n) => n.productId);
    for (const sku of [
      featuredSkus.brakePadsFocus,
      featuredSkus.trwPadsFocus,
      featuredSkus.mintexPadsFocus,
      featuredSkus.pagidPadsFocus,
    ]) {
      expect(oeHolders).toContain(bySku.get(sku)?.id);
    }
    const brembo = bySku.get(featuredSkus.brakePadsFocus);
    const numbers = catalogue.partNumbers.filter((n) => n.productId === brembo?.id);
    expect(numbers.filter((n) => n.kind === 'competitor').map((n) => n.number)).toEqual(
      expect.arrayContaining(['GDB2042', 'MDB3953']),
    );
    expect(numbers.some((n) => n.kind === 'superseded' && n.number === 'P 85 017')).toBe(true);
  });

  it('draws every picture and logo it points at (scripts/render-demo-images.mjs)', () => {
    const files = [
      ...catalogue.brands.map((brand) => brand.logoUrl),
      ...catalogue.products.map((product) => product.imageUrl),
    ];
    for (const file of new Set(files)) expect(existsSync(`public${file}`), file).toBe(true);
  });

  it('relates the pads to their discs and fitting kit', () => {
    const bySku = new Map(catalogue.products.map((p) => [p.sku, p]));
    const pads = bySku.get(featuredSkus.brakePadsFocus)?.id;
    const related = catalogue.relations.filter((r) => r.productId === pads).map((r) => r.relatedProductId);
    expect(related).toEqual([bySku.get(featuredSkus.brakeDiscsFocus)?.id, bySku.get(featuredSkus.fittingKitFocus)?.id]);
  });

  it('keeps a page and more of brake pads, and shows a few prices on request', () => {
    const big = generateCatalogue(5000);
    const padsCategory = categories.find((c) => c.path === 'braking/brake-pads')?.id;
    expect(big.products.filter((p) => p.categoryId === padsCategory).length).toBeGreaterThan(40);
    expect(big.products.some((p) => p.price === 0)).toBe(true);
    expect(featuredProducts.find((p) => p.sku === featuredSkus.priceOnRequest)?.price).toBe(0);
  });

  const big = generateCatalogue(5000);
  const pathOf = new Map(categories.map((c) => [c.id, c.path]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const fitsOf = (catalogue: typeof big) => {
    const map = new Map<string, number[]>();
    for (const f of catalogue.fitments) map.set(f.productId, [...(map.get(f.productId) ?? []), f.variantId]);
    return map;
  };
  const attribute = (product: (typeof big.products)[number], code: string) =>
    product.attributes.find((a) => a.code === code)?.value;

  it('keeps every featured product at a small scale, and makes exactly as many products as asked', () => {
    const small = generateCatalogue(500);
    expect(small.products).toHaveLength(500);
    expect(small.products.slice(0, featuredProducts.length).map((p) => p.sku)).toEqual(
      featuredProducts.map((p) => p.sku),
    );
    expect(new Set(big.products.map((p) => p.sku)).size).toBe(5000);
    for (const product of big.products) expect(product.sku).toMatch(/^\d{6}$/);
  });

  it(
    'fits engine parts to the right engines: no spark plug on a diesel, ' +
      'no glow plug on a petrol, nothing engine-bound on an electric car',
    () => {
      const fits = fitsOf(big);
      const kinds: Record<string, 'petrol' | 'diesel' | 'any'> = {
        'engine/spark-plugs': 'petrol',
        'engine/glow-plugs': 'diesel',
        'exhaust-system/dpf': 'diesel',
        'filters/fuel-filters': 'diesel',
        'filters/oil-filters': 'any',
        'engine/timing-belt-kits': 'any',
        'clutch/clutch-kits': 'any',
      };
      let checked = 0;
      for (const product of big.products) {
        const kind = kinds[pathOf.get(product.categoryId) ?? ''];
        if (!kind || product.sku < '100100') continue;
        for (const id of fits.get(product.id) ?? []) {
          const family = variantById.get(id)?.engineFamily;
          expect(family, product.name).toBeTruthy();
          if (kind !== 'any')
            expect(family?.endsWith(kind === 'diesel' ? 'diesel' : 'petrol'), `${product.name} on ${family}`).toBe(
              true,
            );
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    },
  );

  it('names what the attributes say: axle, wiper length, oil grade and size, battery capacity', () => {
    for (const product of big.products) {
      const position = attribute(product, 'position');
      if (position === 'Front Axle') expect(product.name).toMatch(/Front/);
      if (position === 'Rear Axle') expect(product.name).toMatch(/Rear/);
      const path = pathOf.get(product.categoryId);
      if (path === 'wipers/wiper-blades') expect(product.name).toContain(`${attribute(product, 'length')}`);
      if (path === 'oils-and-fluids/engine-oil') {
        expect(product.name).toContain(attribute(product, 'viscosity'));
        expect(product.name).toContain(`${attribute(product, 'capacity')} Litre`);
      }
      if (path === 'electrical/batteries') {
        expect(product.name).toContain(`${attribute(product, 'capacity_ah')}Ah ${attribute(product, 'cca')}CCA`);
        expect(product.name).toContain(` ${attribute(product, 'battery_case')} `);
      }
    }
  });

  it('never prints one number twice for a brand, nor a featured number on a generated part', () => {
    const printed = new Set<string>();
    for (const product of big.products) {
      const key = `${product.brandId}|${product.mpnNormalised}`;
      expect(printed.has(key), `${product.name} ${product.mpn}`).toBe(false);
      printed.add(key);
    }
    const oeHolders = big.partNumbers.filter((n) => n.numberNormalised === '2208125').map((n) => n.productId);
    expect(oeHolders).toHaveLength(4);
    expect(
      big.products.filter((p) => ['P85020', 'GDB2042', 'MDB3953', 'T2502', 'HU6019Z'].includes(p.mpnNormalised)),
    ).toHaveLength(5);
  });

  it("lists as competitors only the numbers of other brands' parts for the same vehicles, and prices in range", () => {
    const byBrandNumber = new Map(
      big.products.map((p) => [`${big.brands[p.brandId - 1]?.name}|${p.mpnNormalised}`, p]),
    );
    const generated = new Set(big.products.filter((p) => p.sku >= '100100').map((p) => p.id));
    const fits = fitsOf(big);
    const competitors = big.partNumbers.filter((n) => n.kind === 'competitor' && generated.has(n.productId));
    expect(competitors.length).toBeGreaterThan(1000);
    for (const number of competitors) {
      const other = byBrandNumber.get(`${number.brand}|${number.numberNormalised}`);
      expect(other, number.number).toBeDefined();
      expect(fits.get(other?.id ?? '') ?? []).toEqual(fits.get(number.productId) ?? []);
    }
    for (const product of big.products) {
      if (product.wasPrice !== null) expect(product.wasPrice).toBeGreaterThan(product.price);
      if (pathOf.get(product.categoryId) === 'braking/brake-pads' && product.price > 0) {
        expect(product.price).toBeGreaterThanOrEqual(1495);
        expect(product.price).toBeLessThanOrEqual(6099);
      }
    }
    const surcharged = new Set(big.products.filter((p) => p.surcharge > 0).map((p) => pathOf.get(p.categoryId)));
    expect([...surcharged].sort()).toEqual([
      'braking/brake-calipers',
      'electrical/alternators',
      'electrical/starter-motors',
      'exhaust-system/dpf',
    ]);
    const share = (test: (p: (typeof big.products)[number]) => boolean) =>
      big.products.filter(test).length / big.products.length;
    expect(share((p) => p.wasPrice !== null)).toBeGreaterThan(0.1);
    expect(share((p) => p.wasPrice !== null)).toBeLessThan(0.2);
    expect(big.products.some((p) => !p.showOnWebsite && p.sku >= '100100')).toBe(true);
    expect(big.products.some((p) => !p.showAddToBasketButton)).toBe(true);
  });

  it('relates products that exist, never a product to itself, each pair once', () => {
    const ids = new Set(big.products.map((p) => p.id));
    const pairs = new Set<string>();
    for (const relation of big.relations) {
      expect(ids.has(relation.productId) && ids.has(relation.relatedProductId)).toBe(true);
      expect(relation.productId).not.toBe(relation.relatedProductId);
      const key = `${relation.productId}|${relation.relatedProductId}`;
      expect(pairs.has(key)).toBe(false);
      pairs.add(key);
    }
    expect(new Set(big.relations.map((r) => r.kind))).toEqual(new Set(['discs', 'pads', 'fitting-kit', 'service-kit']));
  });

  it('builds the search vocabulary from the catalogue: plain lower-case words, model names and brands included', () => {
    const words = new Map(big.words.map((w) => [w.word, w.frequency]));
    for (const word of ['focus', 'brembo', 'golf', 'corolla', 'pads', 'discs', 'filter', 'lemforder', 'citroen'])
      expect(words.has(word), word).toBe(true);
    for (const { word, frequency } of big.words) {
      expect(word).toMatch(/^[a-z]{3,}$/);
      expect(frequency).toBeGreaterThan(0);
    }
    expect(big.words.length).toBeLessThan(2000);
    const pads = big.products.find((p) => p.sku === featuredSkus.brakePadsFocus);
    expect(pads?.searchText).toMatch(/Ford Focus Mk4/);
  });
});

describe('the car parc and the stores', () => {
  it('has at least 15 makes, every fuel, and unique TecDoc ids', () => {
    expect(makes.length).toBeGreaterThanOrEqual(15);
    expect(new Set(variants.map((v) => v.fuel))).toEqual(new Set(['petrol', 'diesel', 'hybrid', 'electric']));
    expect(new Set(variants.map((v) => v.tecdocId)).size).toBe(variants.length);
    expect(featuredVariants.focusEcoBoost2019).toMatchObject({ make: 'Ford', model: 'Focus Mk4', fuel: 'petrol' });
    expect(featuredVariants.golfTdi2016).toMatchObject({ make: 'Volkswagen', fuel: 'diesel' });
    expect(featuredVariants.corollaHybrid2019).toMatchObject({ make: 'Toyota', fuel: 'hybrid' });
    expect(featuredVariants.sportageHybrid2026).toMatchObject({
      make: 'Kia',
      model: 'Sportage NQ5',
      fuel: 'hybrid',
      yearTo: null,
    });
  });

  it('keeps the TecDoc ids registered vehicles are built on: fixed numbers, not positions', () => {
    expect(Object.fromEntries(Object.entries(featuredVariants).map(([name, v]) => [name, v.tecdocId]))).toEqual({
      focusEcoBoost2019: 595349,
      golfTdi2016: 991318,
      corollaHybrid2019: 158824,
      sportageHybrid2026: 362318,
    });
    for (const variant of variants) expect(String(variant.tecdocId)).toMatch(/^\d{6}$/);
    expect(featuredVariants.focusEcoBoost2019.yearFrom).toBeLessThanOrEqual(2019);
    expect(featuredVariants.golfTdi2016.yearFrom).toBeLessThanOrEqual(2016);
    expect(featuredVariants.golfTdi2016.yearTo).toBeGreaterThanOrEqual(2016);
  });

  it('names engines as the trade does, and shares engine families across makes', () => {
    expect(featuredVariants.focusEcoBoost2019).toMatchObject({
      name: '1.0 EcoBoost 125',
      engineDescription: '1.0 EcoBoost',
      engineCc: 998,
    });
    const family = (make: string, model: string) =>
      variants.find((v) => v.make === make && v.model === model && v.engineFamily?.endsWith('diesel'))?.engineFamily;
    expect(family('Nissan', 'Qashqai J11')).toBe('rnm-1461-diesel');
    expect(variants.filter((v) => v.engineFamily === 'rnm-1461-diesel').map((v) => v.make)).toEqual(
      expect.arrayContaining(['Renault', 'Nissan', 'Dacia', 'Mercedes-Benz']),
    );
    expect(variants.filter((v) => v.fuel === 'electric').every((v) => v.engineFamily === null)).toBe(true);
    expect(models.find((m) => m.name === 'Fiesta Mk8')).toMatchObject({ yearFrom: 2017, yearTo: 2023 });
  });

  it('has 40 and more active stores in the British Isles, each with a valid postcode or Eircode', () => {
    const active = demoBranches.filter((branch) => branch.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(40);
    for (const branch of demoBranches) {
      expect(branch.latitude).toBeGreaterThan(49.8);
      expect(branch.latitude).toBeLessThan(60.9);
      expect(branch.longitude).toBeGreaterThan(-10.7);
      expect(branch.longitude).toBeLessThan(1.8);
      const postcode =
        branch.country === 'GBR'
          ? /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/
          : /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/;
      expect(branch.postcode, branch.name).toMatch(postcode);
      expect(branch.openingHours).toHaveLength(7);
    }
    expect(new Set(demoBranches.map((b) => b.country))).toEqual(new Set(['GBR', 'IRL']));
    expect(demoBranches.slice(0, 2).map((b) => b.id)).toEqual([
      '01936b2e-0000-7000-8000-00000000b001',
      '01936b2e-0000-7000-8000-00000000b002',
    ]);
    expect(demoBranches.find((b) => b.name === 'Dublin Ballymount')?.id).toBe('01936b2e-0000-7000-8000-00000000b003');
    expect(new Set(demoBranches.map((b) => b.slug)).size).toBe(demoBranches.length);
  });

  it('stocks fewer lines per store in a bigger catalogue, as a real store holds thousands, not all', () => {
    expect(stockChance('large', 5000)).toBe(240);
    expect(stockChance('small', 5000)).toBe(100);
    expect(stockChance('large', 200_000)).toBe(100);
    expect(stockChance('small', 200_000)).toBe(40);
  });
});
