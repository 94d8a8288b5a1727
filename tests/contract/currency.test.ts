import { describe, expect, it } from 'vitest';
import { currencyForTradingCountry, DEFAULT_CURRENCY } from '../../contract/currency';

describe('currency of the trading country', () => {
  it('is EUR for Ireland, whatever the case or spacing', () => {
    expect(currencyForTradingCountry('ie')).toBe('EUR');
    expect(currencyForTradingCountry(' IE ')).toBe('EUR');
  });

  it('is GBP for any other country or none', () => {
    expect(currencyForTradingCountry('gb')).toBe('GBP');
    expect(currencyForTradingCountry('fr')).toBe('GBP');
    expect(currencyForTradingCountry(null)).toBe('GBP');
    expect(DEFAULT_CURRENCY).toBe('GBP');
  });
});
