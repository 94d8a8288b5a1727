import { describe, expect, it } from 'vitest';
import { fromPence, parsePence, sumPence, toPence } from '../../../contract/money/pence';

describe('toPence: amount × 100, rounded', () => {
  it('converts pounds to whole pence', () => {
    expect(toPence(12.5)).toBe(1250);
    expect(toPence(38.95)).toBe(3895);
    expect(toPence(0)).toBe(0);
    expect(toPence(1)).toBe(100);
    expect(toPence(0.01)).toBe(1);
  });

  it('rounds half-up on the digits typed, where amount * 100 would not', () => {
    expect(1.005 * 100).toBeLessThan(100.5); // the float trap
    expect(toPence(1.005)).toBe(101);
    expect(toPence(1.015)).toBe(102);
    expect(toPence(0.125)).toBe(13);
    expect(toPence(0.0049)).toBe(0);
    expect(toPence(0.005)).toBe(1);
    expect(toPence(2.675)).toBe(268);
    expect(toPence(19.999)).toBe(2000);
  });

  it('mirrors negative amounts and never answers -0', () => {
    expect(toPence(-1.005)).toBe(-101);
    expect(toPence(-12.5)).toBe(-1250);
    expect(Object.is(toPence(-0.001), -0)).toBe(false);
    expect(toPence(-0.001)).toBe(0);
  });

  it('handles tiny and huge amounts, refusing what cannot be counted exactly', () => {
    expect(toPence(1e-7)).toBe(0);
    expect(toPence(90_071_992_547_409.9)).toBe(9_007_199_254_740_990); // .91 is not a double this large
    expect(() => toPence(1e15)).toThrow(RangeError);
    expect(() => toPence(1e21)).toThrow(RangeError);
    expect(() => toPence(Number.NaN)).toThrow(RangeError);
    expect(() => toPence(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('agrees with sums taken in pence', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumPence([toPence(0.1), toPence(0.2)])).toBe(30);
  });
});

describe('parsePence: what a person typed', () => {
  it('reads plain, grouped, signed and symbol-led amounts', () => {
    expect(parsePence('12.50')).toBe(1250);
    expect(parsePence('12.5')).toBe(1250);
    expect(parsePence(' 7 ')).toBe(700);
    expect(parsePence('.99')).toBe(99);
    expect(parsePence('12.')).toBe(1200);
    expect(parsePence('£1,234.5')).toBe(123450);
    expect(parsePence('€0.005')).toBe(1);
    expect(parsePence('-3')).toBe(-300);
    expect(parsePence('-£0.001')).toBe(0);
    expect(parsePence('+4.20')).toBe(420);
  });

  it('answers null for what is not an amount', () => {
    for (const text of [
      '',
      ' ',
      '.',
      'abc',
      '12,5',
      '1,23',
      '1.2.3',
      '£',
      '--1',
      '1e3',
      'NaN',
      '99999999999999999999',
    ]) {
      expect(parsePence(text), text).toBeNull();
    }
  });
});

describe('fromPence and sumPence', () => {
  it('turns pence back into pounds', () => {
    expect(fromPence(1250)).toBe(12.5);
    expect(fromPence(-1)).toBe(-0.01);
    expect(fromPence(0)).toBe(0);
  });

  it('sums whole pence, refusing fractions and overflow', () => {
    expect(sumPence([])).toBe(0);
    expect(sumPence([100, 250, -50])).toBe(300);
    expect(sumPence(new Set([1, 2]))).toBe(3);
    expect(() => sumPence([1.5])).toThrow(RangeError);
    expect(() => sumPence([Number.NaN])).toThrow(RangeError);
    expect(() => sumPence([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
