import { describe, expect, it } from 'vitest';
import {
  MAX_WORK_ORDER_PRICE,
  penceOfPounds,
  penceOfTypedPrice,
  typedPriceOfPence,
} from '../../../../contract/work-orders/pricing/typed-price';

describe('prices typed on a work order: pounds on screen, pence to the API (§5)', () => {
  it('turns what was typed into whole pence, half up on the digits typed', () => {
    expect(penceOfTypedPrice('12.50')).toBe(1_250);
    expect(penceOfTypedPrice('12.5')).toBe(1_250);
    expect(penceOfTypedPrice('12')).toBe(1_200);
    expect(penceOfTypedPrice('£1,234')).toBe(123_400);
    expect(penceOfTypedPrice(' 0.125 ')).toBe(13);
    expect(penceOfTypedPrice('1.005')).toBe(101);
    expect(penceOfTypedPrice('0')).toBe(0);
    expect(penceOfTypedPrice('99999.99')).toBe(MAX_WORK_ORDER_PRICE);
  });

  it('says when it is not a work-order price', () => {
    for (const bad of ['', 'abc', '-1', '100000', '12,50', '1.2.3']) expect(penceOfTypedPrice(bad), bad).toBeNull();
  });

  it('takes a number input’s value in pounds', () => {
    expect(penceOfPounds(12.5)).toBe(1_250);
    expect(penceOfPounds(1.005)).toBe(101);
    expect(penceOfPounds(0)).toBe(0);
    for (const bad of [-0.01, Number.NaN, Number.POSITIVE_INFINITY, 1e300, 100_000]) {
      expect(penceOfPounds(bad), String(bad)).toBeNull();
    }
  });

  it('writes pence back for the field', () => {
    expect(typedPriceOfPence(1_250)).toBe('12.50');
    expect(typedPriceOfPence(5)).toBe('0.05');
    expect(typedPriceOfPence(123_400)).toBe('1234.00');
    expect(penceOfTypedPrice(typedPriceOfPence(9_999_999))).toBe(9_999_999);
  });
});
