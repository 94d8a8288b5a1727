import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INC_TAX,
  DEFAULT_PREFERRED_CURRENCY,
  INC_TAX_KEY,
  incTaxSchema,
  PREFERRED_CURRENCY_KEY,
  preferredCurrencySchema,
  readIncTax,
  readPreferredCurrency,
} from '../../../contract/money/preferences';

describe('money preferences', () => {
  it('use the specification’s keys and defaults', () => {
    expect(INC_TAX_KEY).toBe('inc-tax');
    expect(DEFAULT_INC_TAX).toBe(true);
    expect(PREFERRED_CURRENCY_KEY).toBe('preferred-currency');
    expect(DEFAULT_PREFERRED_CURRENCY).toBe('GBP');
  });

  it('read inc-tax as a boolean, from JSON text, a bare value or an old string', () => {
    expect(readIncTax(false)).toBe(false);
    expect(readIncTax('false')).toBe(false);
    expect(readIncTax('"false"')).toBe(false);
    expect(readIncTax('true')).toBe(true);
    expect(incTaxSchema.parse('false')).toBe(false);
  });

  it('read a missing or unreadable inc-tax as true', () => {
    for (const stored of [null, undefined, '', 'yes', '{', 0, 1, {}])
      expect(readIncTax(stored), String(stored)).toBe(true);
  });

  it('read the preferred currency as a known code in upper case', () => {
    expect(readPreferredCurrency('"EUR"')).toBe('EUR');
    expect(readPreferredCurrency('eur')).toBe('EUR');
    expect(readPreferredCurrency(' chf ')).toBe('CHF');
    expect(preferredCurrencySchema.parse('jpy')).toBe('JPY');
    expect(preferredCurrencySchema.safeParse('XYZ').success).toBe(false);
  });

  it('read an unknown or missing currency as GBP', () => {
    for (const stored of [null, undefined, '', 'XYZ', '"toString"', 42, '{"code":"EUR"}']) {
      expect(readPreferredCurrency(stored), String(stored)).toBe('GBP');
    }
  });
});
