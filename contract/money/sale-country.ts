import type { PriceListCurrency } from './price-list';

/**
 * The two countries the retailer sells in, each with its price list (storefront-core §1 and §9):
 * Great Britain (and Northern Ireland) in sterling, Ireland in euro. A euro price is an Irish sale
 * (exchange.ts): the country decides whose VAT a sale pays and which of the retailer's companies
 * makes it. The rule is written here once; a free-text trading country from a profile is read by
 * currencyForTradingCountry (contract/currency.ts).
 */
export type SaleCountry = 'GB' | 'IE';

/** The country a sale in this currency is made and taxed in. */
export const countryOfCurrency = (currency: PriceListCurrency): SaleCountry => (currency === 'EUR' ? 'IE' : 'GB');

/** The price list of a country's sales. */
export const currencyOfCountry = (country: SaleCountry): PriceListCurrency => (country === 'IE' ? 'EUR' : 'GBP');
