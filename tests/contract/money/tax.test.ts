import { describe, expect, it } from 'vitest';
import { displayPrice, isPriced, percentToBasisPoints, taxLabel, taxOn, withTax } from '../../../contract/money/tax';

describe('withTax: excTax × (1 + rate), half-up on whole pence', () => {
  it('adds UK and Irish VAT', () => {
    expect(withTax(3895, 2000)).toBe(4674); // 46.74
    expect(withTax(1000, 2300)).toBe(1230);
    expect(withTax(1000, 1350)).toBe(1135);
    expect(withTax(1234, 0)).toBe(1234);
    expect(withTax(0, 2000)).toBe(0);
  });

  it('rounds an exact half up and anything below it down', () => {
    expect(withTax(1, 2000)).toBe(1); // 1.2
    expect(withTax(3, 2000)).toBe(4); // 3.6
    expect(withTax(25, 2000)).toBe(30);
    expect(withTax(5, 1000)).toBe(6); // 5.5 → 6
    expect(withTax(15, 1000)).toBe(17); // 16.5 → 17
    expect(withTax(1, 5000)).toBe(2); // 1.5 → 2
    expect(withTax(7, 2300)).toBe(9); // 8.61 → 9
    expect(withTax(2, 2300)).toBe(2); // 2.46 → 2
    expect(withTax(1, 4999)).toBe(1); // 1.4999 → 1
  });

  it('mirrors negative amounts (credits)', () => {
    expect(withTax(-5, 1000)).toBe(-6);
    expect(withTax(-3895, 2000)).toBe(-4674);
    expect(Object.is(withTax(-1, 0), -1)).toBe(true);
  });

  it('agrees with exact rational arithmetic on many prices', () => {
    for (let price = 0; price < 5000; price += 7) {
      for (const rate of [0, 500, 1350, 2000, 2300]) {
        const exact = (BigInt(price) * BigInt(10_000 + rate) * 2n + 10_000n) / 20_000n;
        expect(withTax(price, rate)).toBe(Number(exact));
      }
    }
  });

  it('stays exact past 2^53 in the middle of the sum', () => {
    const price = 2 ** 50; // × 12,000 is far past 2^53
    expect(withTax(price, 2000)).toBe(Number((BigInt(price) * 12_000n + 5_000n) / 10_000n));
    expect(() => withTax(Number.MAX_SAFE_INTEGER, 2000)).toThrow(RangeError);
  });

  it('refuses fractions of a penny and impossible rates', () => {
    expect(() => withTax(10.5, 2000)).toThrow(RangeError);
    expect(() => withTax(Number.NaN, 2000)).toThrow(RangeError);
    expect(() => withTax(100, -1)).toThrow(RangeError);
    expect(() => withTax(100, 20.5)).toThrow(RangeError);
  });

  it('splits a price into its parts that add up', () => {
    expect(taxOn(3895, 2000)).toBe(779);
    expect(taxOn(3895, 2000) + 3895).toBe(withTax(3895, 2000));
  });
});

describe('the inc-tax toggle', () => {
  it('shows the price with tax when on, as the API gave it when off', () => {
    expect(displayPrice(3895, 2000, true)).toBe(4674);
    expect(displayPrice(3895, 2000, false)).toBe(3895);
  });

  it('labels the figure', () => {
    expect(taxLabel(true)).toBe('inc. VAT');
    expect(taxLabel(false)).toBe('ex. VAT');
  });

  it('still exports isPriced for older imports', () => {
    expect(isPriced(1)).toBe(true);
  });
});

describe('percentToBasisPoints', () => {
  it('turns percentages into basis points without float slips', () => {
    expect(percentToBasisPoints(20)).toBe(2000);
    expect(percentToBasisPoints(13.5)).toBe(1350);
    expect(percentToBasisPoints(4.8)).toBe(480);
    expect(percentToBasisPoints(0)).toBe(0);
    expect(() => percentToBasisPoints(-1)).toThrow(RangeError);
  });
});
