import { describe, expect, it } from 'vitest';
import { fromSterling, GBP_TO_EUR_RATE, vatRateFor } from '../../../contract/money/exchange';

describe('the demo exchange rate', () => {
  it('converts pence to cents at 1.17, half-up', () => {
    expect(GBP_TO_EUR_RATE).toBe(11_700);
    expect(fromSterling(100, 'EUR')).toBe(117);
    expect(fromSterling(3895, 'EUR')).toBe(4557); // 45.5715
    expect(fromSterling(50, 'EUR')).toBe(59); // 58.5 → 59
    expect(fromSterling(-50, 'EUR')).toBe(-59);
    expect(fromSterling(0, 'EUR')).toBe(0);
    expect(fromSterling(3895, 'GBP')).toBe(3895);
    expect(() => fromSterling(1.5, 'EUR')).toThrow(RangeError);
  });

  it('moves VAT to the Irish rates for a euro basket', () => {
    expect(vatRateFor(2000, 'EUR')).toBe(2300);
    expect(vatRateFor(500, 'EUR')).toBe(1350);
    expect(vatRateFor(0, 'EUR')).toBe(0);
    expect(vatRateFor(2000, 'GBP')).toBe(2000);
    // Either way: a rate read with a euro price turns back into the UK one.
    expect(vatRateFor(2300, 'EUR')).toBe(2300);
    expect(vatRateFor(2300, 'GBP')).toBe(2000);
    expect(vatRateFor(1350, 'GBP')).toBe(500);
  });
});
