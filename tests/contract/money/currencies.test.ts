import { describe, expect, it } from 'vitest';
import {
  currencies,
  currencyCodes,
  currencyOf,
  DEFAULT_CURRENCY,
  isKnownCurrency,
} from '../../../contract/money/currencies';

describe('the currency table', () => {
  it('has about 150 currencies, each complete and filed under its own code', () => {
    expect(currencyCodes.length).toBeGreaterThanOrEqual(145);
    expect(currencyCodes.length).toBeLessThanOrEqual(160);
    for (const code of currencyCodes) {
      const currency = currencies[code];
      expect(currency?.code, code).toBe(code);
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3]).toContain(currency?.decimal_digits);
      for (const field of ['symbol', 'name', 'symbol_native', 'name_plural'] as const)
        expect(currency?.[field], `${code}.${field}`).not.toBe('');
    }
    expect([...currencyCodes]).toEqual([...currencyCodes].sort());
  });

  it('holds the well-known rows', () => {
    expect(currencies.USD).toEqual({
      symbol: '$',
      name: 'US Dollar',
      symbol_native: '$',
      decimal_digits: 2,
      rounding: 0,
      code: 'USD',
      name_plural: 'US dollars',
    });
    expect(currencies.GBP).toMatchObject({
      symbol: '£',
      symbol_native: '£',
      decimal_digits: 2,
      rounding: 0,
      name_plural: 'British pounds sterling',
    });
    expect(currencies.EUR).toMatchObject({ symbol: '€', decimal_digits: 2, rounding: 0 });
    expect(currencies.JPY).toMatchObject({ symbol: '¥', symbol_native: '￥', decimal_digits: 0 });
  });

  it('gives the dinars and rials 3 decimal digits', () => {
    for (const code of ['BHD', 'KWD', 'JOD', 'OMR', 'TND', 'LYD', 'IQD'])
      expect(currencies[code]?.decimal_digits, code).toBe(3);
  });

  it('rounds only the Swiss franc, to 0.05', () => {
    expect(currencies.CHF?.rounding).toBe(0.05);
    expect(currencyCodes.filter((code) => currencies[code]?.rounding !== 0)).toEqual(['CHF']);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(currencies)).toBe(true);
    expect(Object.isFrozen(currencies.GBP)).toBe(true);
  });
});

describe('currencyOf', () => {
  it('finds a code in any case, spaces ignored', () => {
    expect(currencyOf('eur').symbol).toBe('€');
    expect(currencyOf(' chf ').code).toBe('CHF');
  });

  it('falls back to GBP for an unknown, empty or missing code, and for inherited names', () => {
    expect(DEFAULT_CURRENCY).toBe('GBP');
    for (const code of ['XYZ', 'nope', '', null, undefined, 'toString', '__proto__', 'constructor']) {
      expect(currencyOf(code).code, String(code)).toBe('GBP');
    }
  });

  it('tells known codes from unknown ones', () => {
    expect(isKnownCurrency('gbp')).toBe(true);
    expect(isKnownCurrency('KWD')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('hasOwnProperty')).toBe(false);
    expect(isKnownCurrency(null)).toBe(false);
  });
});
