import { describe, expect, it } from 'vitest';
import { currencyQuery, isPriceListCurrency, priceListFor } from '../../../contract/money/price-list';

describe('the price lists', () => {
  it('are sterling and euro only', () => {
    expect(isPriceListCurrency('GBP')).toBe(true);
    expect(isPriceListCurrency('EUR')).toBe(true);
    expect(isPriceListCurrency('USD')).toBe(false);
    expect(isPriceListCurrency('eur')).toBe(false);
  });

  it("show an account's list, whatever the person prefers", () => {
    expect(priceListFor('EUR', 'GBP')).toBe('EUR');
    expect(priceListFor('GBP', 'EUR')).toBe('GBP');
  });

  it('show a guest the list of their preferred currency, else sterling', () => {
    expect(priceListFor(undefined, 'EUR')).toBe('EUR');
    expect(priceListFor(null, 'GBP')).toBe('GBP');
    // Sterling amounts under a dollar sign would be wrong prices: no list, so pounds.
    expect(priceListFor(undefined, 'USD')).toBe('GBP');
    expect(priceListFor('CHF', 'EUR')).toBe('EUR');
  });

  it('are asked for with ?currency=, sterling when absent, anything else refused', () => {
    const schema = currencyQuery.currency;
    expect(schema.parse(undefined)).toBe('GBP');
    expect(schema.parse('EUR')).toBe('EUR');
    expect(schema.safeParse('USD').success).toBe(false);
    expect(schema.safeParse('eur').success).toBe(false);
  });
});
