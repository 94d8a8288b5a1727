import { describe, expect, it } from 'vitest';
import { unitPriceFor } from '../../../contract/basket/unit-price';

describe("a basket line's unit price", () => {
  it('is the price with its surcharge, from the list of the basket', () => {
    expect(unitPriceFor({ currency: 'GBP', price: 3895, surcharge: 0 }, 'GBP')).toBe(3895);
    expect(unitPriceFor({ currency: 'EUR', price: 4749, surcharge: 0 }, 'EUR')).toBe(4749);
    // An exchange unit's deposit is charged with it, as the server charges it.
    expect(unitPriceFor({ currency: 'GBP', price: 12_999, surcharge: 4500 }, 'GBP')).toBe(17_499);
    expect(unitPriceFor({ currency: 'EUR', price: 15_499, surcharge: 5300 }, 'EUR')).toBe(20_799);
  });

  it('is converted at the one rate when the product was read in the other list (provisional)', () => {
    expect(unitPriceFor({ currency: 'GBP', price: 3895, surcharge: 0 }, 'EUR')).toBe(4557);
    expect(unitPriceFor({ currency: 'EUR', price: 4557, surcharge: 0 }, 'GBP')).toBe(3895);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => unitPriceFor({ currency: 'GBP', price: 38.95, surcharge: 0 }, 'GBP')).toThrow(RangeError);
  });
});
