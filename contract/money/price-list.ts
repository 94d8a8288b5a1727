import { z } from 'zod/mini';
import { DEFAULT_CURRENCY } from '../currency';

/**
 * The catalogue keeps two price lists: sterling for Great Britain and Northern Ireland, and euro
 * for Ireland (storefront-core §1 and §9). Every price the API answers is in one of them, named
 * by the answer's `currency`; a catalogue read takes `currency` to choose, sterling by default.
 * The other currencies of the table (contract/money/currencies.ts) format money but have no list.
 */
export const PRICE_LIST_CURRENCIES = ['GBP', 'EUR'] as const;
export const priceListCurrencySchema = z.enum(PRICE_LIST_CURRENCIES);
export type PriceListCurrency = z.infer<typeof priceListCurrencySchema>;

export const isPriceListCurrency = (code: string): code is PriceListCurrency =>
  (PRICE_LIST_CURRENCIES as readonly string[]).includes(code);

/** `?currency=EUR`: the list a catalogue read prices in; sterling when absent. */
export const currencyQuery = {
  currency: z._default(priceListCurrencySchema, DEFAULT_CURRENCY as PriceListCurrency),
};

/**
 * The list a person sees: their account's (by its trading country), else their preferred
 * currency when a list exists in it, else sterling. A guest who prefers US dollars still sees
 * sterling, in pounds: showing sterling amounts under a dollar sign would be a wrong price.
 */
export function priceListFor(accountCurrency: string | null | undefined, preferred: string): PriceListCurrency {
  if (accountCurrency && isPriceListCurrency(accountCurrency)) return accountCurrency;
  return isPriceListCurrency(preferred) ? preferred : 'GBP';
}

/** The four amounts a price list holds for a product, in its minor units excluding VAT. */
export interface ListPrices {
  price: number;
  wasPrice: number | null;
  wasPriceEcp: number | null;
  surcharge: number;
}
