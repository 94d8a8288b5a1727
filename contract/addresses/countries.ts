/**
 * The countries an address may be in (GET /countries). Workbay trades in the UK and Ireland, so
 * only addresses there take deliveries. An account may be billed further afield: the Crown
 * dependencies (their own postcodes, outside the UK's VAT area, so no van goes there) and a few
 * EU countries where trade customers keep their head offices. Codes are ISO 3166-1 alpha-2, as
 * an address's `countryCode`. The list lives here, not in the database, because the client's
 * address form checks the same rules offline.
 */
export interface Country {
  code: string;
  name: string;
  validForBilling: boolean;
  validForDelivery: boolean;
}

const both = { validForBilling: true, validForDelivery: true } as const;
const billingOnly = { validForBilling: true, validForDelivery: false } as const;

/** The trading countries first, then the rest by name: the order of the country list. */
export const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom', ...both },
  { code: 'IE', name: 'Ireland', ...both },
  { code: 'BE', name: 'Belgium', ...billingOnly },
  { code: 'FR', name: 'France', ...billingOnly },
  { code: 'DE', name: 'Germany', ...billingOnly },
  { code: 'GG', name: 'Guernsey', ...billingOnly },
  { code: 'IM', name: 'Isle of Man', ...billingOnly },
  { code: 'IT', name: 'Italy', ...billingOnly },
  { code: 'JE', name: 'Jersey', ...billingOnly },
  { code: 'NL', name: 'Netherlands', ...billingOnly },
  { code: 'PL', name: 'Poland', ...billingOnly },
  { code: 'PT', name: 'Portugal', ...billingOnly },
  { code: 'ES', name: 'Spain', ...billingOnly },
] as const satisfies readonly Country[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]];

const byCode = new Map<string, Country>(COUNTRIES.map((country) => [country.code, country]));

export function countryByCode(code: string): Country | undefined {
  return byCode.get(code);
}

export type AddressType = 'billing' | 'delivery';

/** Whether an address in this country may be used as a billing or a delivery address. */
export function isCountryValidFor(code: string, type: AddressType): boolean {
  const country = byCode.get(code);
  if (!country) return false;
  return type === 'billing' ? country.validForBilling : country.validForDelivery;
}

/** GET /countries' filters: each given flag must match; an absent one matches all. */
export function filterCountries(filters: { validForBilling?: boolean; validForDelivery?: boolean }): Country[] {
  return COUNTRIES.filter(
    (country) =>
      (filters.validForBilling === undefined || country.validForBilling === filters.validForBilling) &&
      (filters.validForDelivery === undefined || country.validForDelivery === filters.validForDelivery),
  );
}
