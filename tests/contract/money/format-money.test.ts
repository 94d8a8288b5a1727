import { describe, expect, it } from 'vitest';
import { formatMoney, groupThousands, roundToCurrencyStep } from '../../../contract/money/format-money';

const NBSP = '\u00A0';

describe('formatMoney in the trade variant (two decimals)', () => {
  it('shows minor units ÷ 100 with the symbol', () => {
    expect(formatMoney(3895)).toBe('£38.95');
    expect(formatMoney(3895, 'GBP')).toBe('£38.95');
    expect(formatMoney(3895, 'EUR')).toBe('€38.95');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(100, 'USD')).toBe('$1.00');
  });

  it('shows zero as £0.00 (callers show "Price on request" for unpriced products)', () => {
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-0)).toBe('£0.00');
  });

  it('groups thousands the British way', () => {
    expect(formatMoney(123456789)).toBe('£1,234,567.89');
    expect(formatMoney(100000)).toBe('£1,000.00');
    expect(formatMoney(99999)).toBe('£999.99');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-500)).toBe('-£5.00');
    expect(formatMoney(-123456789, 'EUR')).toBe('-€1,234,567.89');
    expect(formatMoney(-1)).toBe('-£0.01');
  });

  it('formats huge amounts exactly, past 2^53', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('£90,071,992,547,409.91');
    expect(formatMoney(1e21)).toBe('£10,000,000,000,000,000,000.00');
  });

  it('shows two decimals even for currencies with 0 or 3 digits', () => {
    expect(formatMoney(123456, 'JPY')).toBe('¥1,234.56');
    expect(formatMoney(123456, 'KWD')).toBe(`KD${NBSP}1,234.56`);
  });

  it('rounds a fraction of a minor unit half-up on the magnitude', () => {
    expect(formatMoney(100.5)).toBe('£1.01');
    expect(formatMoney(100.4)).toBe('£1.00');
    expect(formatMoney(-100.5)).toBe('-£1.01');
  });

  it('refuses NaN and infinities', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('falls back to pounds for an unknown currency code', () => {
    expect(formatMoney(100, 'XYZ?')).toBe('£1.00');
    expect(formatMoney(100, '')).toBe('£1.00');
  });

  it('writes lettered symbols with a no-break space, signs without', () => {
    expect(formatMoney(1000, 'PLN')).toBe(`zł${NBSP}10.00`);
    expect(formatMoney(1000, 'AUD')).toBe('AU$10.00');
    expect(formatMoney(1000, 'ZAR')).toBe('R10.00');
  });
});

describe('formatMoney in the basic variant (the currency’s own digits)', () => {
  it('shows pounds and euros with 2 digits', () => {
    expect(formatMoney(3895, 'GBP', { variant: 'basic' })).toBe('£38.95');
    expect(formatMoney(3895, 'EUR', { variant: 'basic' })).toBe('€38.95');
  });

  it('shows yen with none, rounding half-up', () => {
    expect(formatMoney(123456, 'JPY', { variant: 'basic' })).toBe('¥1,235');
    expect(formatMoney(123449, 'JPY', { variant: 'basic' })).toBe('¥1,234');
    expect(formatMoney(150, 'JPY', { variant: 'basic' })).toBe('¥2');
    expect(formatMoney(-150, 'JPY', { variant: 'basic' })).toBe('-¥2');
    expect(formatMoney(-49, 'JPY', { variant: 'basic' })).toBe('¥0');
  });

  it('shows dinars with three', () => {
    expect(formatMoney(123456, 'KWD', { variant: 'basic' })).toBe(`KD${NBSP}1,234.560`);
    expect(formatMoney(1, 'BHD', { variant: 'basic' })).toBe(`BD${NBSP}0.010`);
    expect(formatMoney(-1, 'IQD', { variant: 'basic' })).toBe(`-IQD${NBSP}0.010`);
  });
});

describe('Swiss francs round to 0.05', () => {
  it('rounds to the nearest five hundredths, half-up', () => {
    expect(formatMoney(102, 'CHF')).toBe(`CHF${NBSP}1.00`);
    expect(formatMoney(103, 'CHF')).toBe(`CHF${NBSP}1.05`);
    expect(formatMoney(107, 'CHF')).toBe(`CHF${NBSP}1.05`);
    expect(formatMoney(108, 'CHF')).toBe(`CHF${NBSP}1.10`);
    expect(formatMoney(199, 'CHF')).toBe(`CHF${NBSP}2.00`);
    expect(formatMoney(2, 'CHF')).toBe(`CHF${NBSP}0.00`);
    expect(formatMoney(102.5, 'CHF')).toBe(`CHF${NBSP}1.05`);
  });

  it('mirrors negative amounts', () => {
    expect(formatMoney(-103, 'CHF')).toBe(`-CHF${NBSP}1.05`);
    expect(formatMoney(-102, 'CHF')).toBe(`-CHF${NBSP}1.00`);
    expect(formatMoney(-2, 'CHF')).toBe(`CHF${NBSP}0.00`);
  });

  it('rounds in the basic variant and when raw too', () => {
    expect(formatMoney(103, 'chf', { variant: 'basic' })).toBe(`CHF${NBSP}1.05`);
    expect(formatMoney(103, 'CHF', { raw: true })).toBe('1.05');
  });

  it('is available as minor units', () => {
    expect(roundToCurrencyStep(102, 'CHF')).toBe(100);
    expect(roundToCurrencyStep(103, 'CHF')).toBe(105);
    expect(roundToCurrencyStep(-103, 'CHF')).toBe(-105);
    expect(roundToCurrencyStep(-2, 'CHF')).toBe(0);
    expect(Object.is(roundToCurrencyStep(-2, 'CHF'), -0)).toBe(false);
    expect(roundToCurrencyStep(103, 'GBP')).toBe(103);
    expect(roundToCurrencyStep(103.6)).toBe(104);
  });
});

describe('raw formatting', () => {
  it('gives the bare number: no symbol, no grouping', () => {
    expect(formatMoney(3895, 'GBP', { raw: true })).toBe('38.95');
    expect(formatMoney(123456789, 'EUR', { raw: true })).toBe('1234567.89');
    expect(formatMoney(-500, 'GBP', { raw: true })).toBe('-5.00');
    expect(formatMoney(0, 'GBP', { raw: true })).toBe('0.00');
    expect(formatMoney(123456, 'JPY', { raw: true, variant: 'basic' })).toBe('1235');
    expect(formatMoney(123456, 'KWD', { raw: true, variant: 'basic' })).toBe('1234.560');
  });
});

describe('groupThousands (counts and money, without Intl)', () => {
  it('writes a whole number in threes with commas, as en-GB does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -1234567, 1000000000])
      expect(groupThousands(value)).toBe(new Intl.NumberFormat('en-GB').format(value));
  });

  it('groups amounts past 2^53 exactly', () => {
    expect(groupThousands(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });
});
