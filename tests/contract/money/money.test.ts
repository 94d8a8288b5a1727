import { describe, expect, it } from 'vitest';
import { currencies, currencyOf } from '../../../contract/money/currencies';
import { formatMoney } from '../../../contract/money/format-money';
import { displayPrice, isPriced, withTax } from '../../../contract/money/tax';

describe('money on screen', () => {
  it('shows minor units as pounds or euros with two decimals', () => {
    expect(formatMoney(3895)).toBe('£38.95');
    expect(formatMoney(3895, 'EUR')).toBe('€38.95');
    expect(formatMoney(123456789)).toBe('£1,234,567.89');
    expect(formatMoney(-500)).toBe('-£5.00');
    expect(formatMoney(0)).toBe('£0.00');
  });

  it('rounds Swiss francs to 0.05', () => {
    expect(formatMoney(102, 'CHF')).toMatch(/1\.00$/);
    expect(formatMoney(103, 'CHF')).toMatch(/1\.05$/);
  });

  it('falls back to pounds for an unknown currency code', () => {
    expect(formatMoney(100, 'XYZ?')).toBe('£1.00');
  });

  it("shows the currency's own digits in the basic variant, and no symbol when raw", () => {
    expect(formatMoney(123456, 'JPY', { variant: 'basic' })).toBe('¥1,235');
    expect(formatMoney(123456, 'KWD', { variant: 'basic' })).toBe('KD1,234.560');
    expect(formatMoney(123456, 'JPY')).toBe('¥1,234.56');
    expect(formatMoney(3895, 'GBP', { raw: true })).toBe('38.95');
  });
});

describe('the currency table', () => {
  it('has about 150 currencies with their digits, CHF rounding to 0.05', () => {
    expect(Object.keys(currencies).length).toBeGreaterThanOrEqual(145);
    expect(currencies.GBP).toMatchObject({ symbol: '£', decimal_digits: 2, rounding: 0, name_plural: 'British pounds sterling' });
    expect(currencies.CHF?.rounding).toBe(0.05);
    expect(currencies.JPY?.decimal_digits).toBe(0);
    expect(currencies.BHD?.decimal_digits).toBe(3);
    expect(currencyOf('nope').code).toBe('GBP');
    expect(currencyOf('eur').symbol).toBe('€');
  });
});

describe('tax display', () => {
  it('adds tax on whole pence, rounding half up, so that both sides agree to the penny', () => {
    expect(withTax(3895, 2000)).toBe(4674);
    expect(withTax(1, 2000)).toBe(1);
    expect(withTax(3, 2000)).toBe(4); // 3.6 → 4
    expect(withTax(25, 2000)).toBe(30);
    expect(withTax(1000, 2300)).toBe(1230);
    expect(withTax(1234, 0)).toBe(1234);
  });

  it('shows the price with or without tax as the person chose', () => {
    expect(displayPrice(3895, 2000, true)).toBe(4674);
    expect(displayPrice(3895, 2000, false)).toBe(3895);
  });

  it('treats no price above zero as not priced ("Price on request")', () => {
    expect(isPriced(0)).toBe(false);
    expect(isPriced(-1)).toBe(false);
    expect(isPriced(null)).toBe(false);
    expect(isPriced(1)).toBe(true);
  });
});
