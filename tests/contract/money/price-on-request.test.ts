import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../../contract/catalogue/messages';
import {
  isPriced,
  PRICE_ON_REQUEST,
  priceText,
  priceWithSurcharge,
  productInformationOrEmpty,
} from '../../../contract/money/price-on-request';

describe('is priced', () => {
  it('only above zero', () => {
    expect(isPriced(1)).toBe(true);
    expect(isPriced(123456789)).toBe(true);
    for (const price of [0, -0, -1, null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isPriced(price), String(price)).toBe(false);
  });
});

describe('the price text', () => {
  it('says "Price on request", never £0.00', () => {
    expect(PRICE_ON_REQUEST).toBe('Price on request');
    expect(PRICE_ON_REQUEST).toBe(catalogueMessages.priceOnRequest);
    expect(priceText(0)).toBe('Price on request');
    expect(priceText(null)).toBe('Price on request');
    expect(priceText(-100, 'EUR')).toBe('Price on request');
  });

  it('formats a price otherwise', () => {
    expect(priceText(3895)).toBe('£38.95');
    expect(priceText(3895, 'EUR', { raw: true })).toBe('38.95');
  });

  it('decides on the price excluding tax when given', () => {
    expect(priceText(4674, 'GBP', { excTax: 3895 })).toBe('£46.74');
    expect(priceText(0, 'GBP', { excTax: 0 })).toBe('Price on request');
  });
});

describe('priceWithSurcharge', () => {
  it('adds the surcharge, none counting as 0', () => {
    expect(priceWithSurcharge(12000, 4500)).toBe(16500);
    expect(priceWithSurcharge(12000)).toBe(12000);
    expect(priceWithSurcharge(12000, null)).toBe(12000);
    expect(priceWithSurcharge(0, 4500)).toBe(4500);
  });

  it('refuses fractions', () => {
    expect(() => priceWithSurcharge(1.5, 0)).toThrow(RangeError);
    expect(() => priceWithSurcharge(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('product information', () => {
  const priced = { price: 1000, showOnWebsite: true };
  it('is kept when a product is priced and one is shown', () => {
    expect(productInformationOrEmpty({ a: priced, b: { price: 0, showOnWebsite: false } })).toEqual({
      a: priced,
      b: { price: 0, showOnWebsite: false },
    });
  });

  it('is empty when no product has a price or none is shown on the website', () => {
    expect(
      productInformationOrEmpty({ a: { price: 0, showOnWebsite: true }, b: { price: null, showOnWebsite: true } }),
    ).toEqual({});
    expect(productInformationOrEmpty({ a: { price: 1000, showOnWebsite: false } })).toEqual({});
    expect(productInformationOrEmpty({})).toEqual({});
  });
});
