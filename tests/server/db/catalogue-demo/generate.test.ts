import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalisePartNumber } from '../../../../contract/catalogue/part-number';
import { demoBranches } from '../../../../server/db/catalogue-demo/branches';
import { featuredVariants, makes, variants } from '../../../../server/db/catalogue-demo/car-parc';
import { categories } from '../../../../server/db/catalogue-demo/categories';
import { featuredProducts, featuredSkus } from '../../../../server/db/catalogue-demo/featured';
import { generateCatalogue } from '../../../../server/db/catalogue-demo/generate';

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
    const oeHolders = catalogue.partNumbers.filter((n) => n.kind === 'oe' && n.numberNormalised === '2208125').map((n) => n.productId);
    for (const sku of [featuredSkus.brakePadsFocus, featuredSkus.trwPadsFocus, featuredSkus.mintexPadsFocus, featuredSkus.pagidPadsFocus]) {
      expect(oeHolders).toContain(bySku.get(sku)?.id);
    }
    const brembo = bySku.get(featuredSkus.brakePadsFocus);
    const numbers = catalogue.partNumbers.filter((n) => n.productId === brembo?.id);
    expect(numbers.filter((n) => n.kind === 'competitor').map((n) => n.number)).toEqual(expect.arrayContaining(['GDB2042', 'MDB3953']));
    expect(numbers.some((n) => n.kind === 'superseded' && n.number === 'P 85 017')).toBe(true);
  });

  it('draws every picture and logo it points at (scripts/render-demo-images.mjs)', () => {
    const files = [...catalogue.brands.map((brand) => brand.logoUrl), ...catalogue.products.map((product) => product.imageUrl)];
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
});

describe('the car parc and the stores', () => {
  it('has at least 15 makes, every fuel, and unique TecDoc ids', () => {
    expect(makes.length).toBeGreaterThanOrEqual(15);
    expect(new Set(variants.map((v) => v.fuel))).toEqual(new Set(['petrol', 'diesel', 'hybrid', 'electric']));
    expect(new Set(variants.map((v) => v.tecdocId)).size).toBe(variants.length);
    expect(featuredVariants.focusEcoBoost2019).toMatchObject({ make: 'Ford', model: 'Focus Mk4', fuel: 'petrol' });
    expect(featuredVariants.golfTdi2016).toMatchObject({ make: 'Volkswagen', fuel: 'diesel' });
    expect(featuredVariants.corollaHybrid2019).toMatchObject({ make: 'Toyota', fuel: 'hybrid' });
  });

  it('has 40 and more active stores in the British Isles, each with a valid postcode or Eircode', () => {
    const active = demoBranches.filter((branch) => branch.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(40);
    for (const branch of demoBranches) {
      expect(branch.latitude).toBeGreaterThan(49.8);
      expect(branch.latitude).toBeLessThan(60.9);
      expect(branch.longitude).toBeGreaterThan(-10.7);
      expect(branch.longitude).toBeLessThan(1.8);
      const postcode = branch.country === 'GBR' ? /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/ : /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/;
      expect(branch.postcode, branch.name).toMatch(postcode);
      expect(branch.openingHours).toHaveLength(7);
    }
    expect(new Set(demoBranches.map((b) => b.country))).toEqual(new Set(['GBR', 'IRL']));
  });
});
