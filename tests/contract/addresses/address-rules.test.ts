import { describe, expect, it } from 'vitest';
import { checkAddress } from '../../../contract/addresses/address-rules';
import { COUNTRIES, filterCountries, isCountryValidFor } from '../../../contract/addresses/countries';
import { addressFormSchema } from '../../../contract/addresses/schemas';

describe('countries', () => {
  it('deliver only to the UK and Ireland; the Crown dependencies and a few EU countries are billed', () => {
    expect(filterCountries({ validForBilling: true, validForDelivery: true }).map((c) => c.code)).toEqual(['GB', 'IE']);
    const billingOnly = filterCountries({ validForBilling: true, validForDelivery: false }).map((c) => c.code);
    expect(billingOnly).toEqual(expect.arrayContaining(['IM', 'JE', 'GG', 'FR', 'DE', 'NL']));
    expect(billingOnly).not.toContain('GB');
    expect(filterCountries({}).length).toBe(COUNTRIES.length);
    expect(isCountryValidFor('JE', 'delivery')).toBe(false);
    expect(isCountryValidFor('JE', 'billing')).toBe(true);
    expect(isCountryValidFor('US', 'billing')).toBe(false);
  });

  it('list the trading countries first, then by name', () => {
    const names = COUNTRIES.slice(2).map((country) => country.name);
    expect(COUNTRIES.slice(0, 2).map((country) => country.code)).toEqual(['GB', 'IE']);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });
});

describe('an address as a whole', () => {
  it('passes with its postcode written the country’s way', () => {
    expect(checkAddress({ type: ['billing', 'delivery'], countryCode: 'GB', postcode: 'ls14ap' })).toEqual({
      violations: [],
      postcode: 'LS1 4AP',
    });
  });

  it('refuses delivery outside the UK and Ireland, beside the country', () => {
    expect(checkAddress({ type: ['billing', 'delivery'], countryCode: 'JE', postcode: 'JE2 4WE' }).violations).toEqual([
      {
        propertyPath: 'countryCode',
        message: 'We cannot deliver to Jersey. Choose an address in the United Kingdom or Ireland for deliveries',
      },
    ]);
    expect(checkAddress({ type: ['billing'], countryCode: 'JE', postcode: 'JE2 4WE' }).violations).toEqual([]);
  });

  it('puts a postcode of the wrong country beside the postcode', () => {
    expect(checkAddress({ type: ['delivery'], countryCode: 'IE', postcode: 'LS1 4AP' }).violations).toEqual([
      { propertyPath: 'postcode', message: expect.stringContaining('This is a UK postcode') },
    ]);
  });

  it('gives the form every message by field', () => {
    const result = addressFormSchema.safeParse({
      type: ['delivery'],
      firstName: ' ',
      lastName: 'Byrne',
      line1: '1 Main Street',
      town: 'Cork',
      postcode: 'T12',
      countryCode: 'IE',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toMatchObject({ firstName: 'Enter a first name' });
  });
});
