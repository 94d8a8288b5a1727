import { describe, expect, it } from 'vitest';
import { countryOfCurrency, currencyOfCountry } from '../../../contract/money/sale-country';
import { PRICE_LIST_CURRENCIES } from '../../../contract/money/price-list';

describe('the country of a sale', () => {
  it('euro prices are Irish sales, sterling British', () => {
    expect(countryOfCurrency('EUR')).toBe('IE');
    expect(countryOfCurrency('GBP')).toBe('GB');
  });

  it("a country's sales are in its own price list, and back", () => {
    expect(currencyOfCountry('IE')).toBe('EUR');
    expect(currencyOfCountry('GB')).toBe('GBP');
    for (const currency of PRICE_LIST_CURRENCIES) expect(currencyOfCountry(countryOfCurrency(currency))).toBe(currency);
  });
});
