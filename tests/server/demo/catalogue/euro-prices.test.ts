import { describe, expect, it } from 'vitest';
import { demoEuroPrice, demoEuroSurcharge } from '../../../../server/demo/catalogue/euro-prices';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { generateCatalogue } from '../../../../server/demo/catalogue/generate';

describe("the demo's euro price list", () => {
  it('puts prices on euro price points, 16–22% above sterling by sku', () => {
    expect(demoEuroPrice(3895, featuredSkus.brakePadsFocus)).toBe(4749);
    for (const [pence, sku] of [
      [3895, '100001'],
      [1249, '104213'],
      [249, '117770'],
      [18_999, '123456'],
    ] as const) {
      const cents = demoEuroPrice(pence, sku);
      expect(cents % 50, `${pence} → ${cents}`).toBe(49);
      expect(cents / pence).toBeGreaterThan(1.1);
      expect(cents / pence).toBeLessThan(1.27);
    }
  });

  it('keeps "price on request" at zero and gives a small price at least €0.49', () => {
    expect(demoEuroPrice(0, '100009')).toBe(0);
    expect(demoEuroPrice(15, '100009')).toBe(49);
  });

  it('charges surcharges in whole euro', () => {
    expect(demoEuroSurcharge(4500, '100009') % 100).toBe(0);
    expect(demoEuroSurcharge(0, '100009')).toBe(0);
  });

  it('gives every generated product a euro price beside its sterling one', () => {
    const { products } = generateCatalogue(400, 11);
    for (const product of products) {
      expect(product.priceEur).toBe(demoEuroPrice(product.price, product.sku));
      expect(product.wasPriceEur === null).toBe(product.wasPrice === null);
      expect(product.wasPriceEcpEur === null).toBe(product.wasPriceEcp === null);
      expect(product.surchargeEur).toBe(demoEuroSurcharge(product.surcharge, product.sku));
    }
    // Not one rate: the ratio differs between products.
    const ratios = new Set(products.filter((p) => p.price > 2000).map((p) => Math.round((p.priceEur / p.price) * 100)));
    expect(ratios.size).toBeGreaterThan(3);
  });
});
