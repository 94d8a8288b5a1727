import type { Basket } from '../../../contract/basket/schemas';
import { vatRateFor } from '../../../contract/money/exchange';
import { priceWithSurcharge } from '../../../contract/money/price-on-request';
import type { LineRecord } from './baskets.repository';

/**
 * What a basket line is sold as: its name, unit price and VAT rate, all read from the catalogue
 * row the line points at, never from what the client sent (issue 43: a line input carries a
 * product and a quantity; a `productName` it sends is not kept). Basket, order, quote, invoice
 * and credit note take their lines from here, so a crafted name or price cannot reach a document.
 */
export interface LineTerms {
  /** The catalogue's name of the product. */
  name: string;
  /** Excluding VAT, in minor units of the basket's currency. */
  unitPriceExcTax: number;
  /** Basis points, of the basket's country. */
  taxRate: number;
}

/**
 * The unit price is the catalogue's with any surcharge, from the price list of the basket's
 * currency. A quote's held price (a price kept while its hold lasts) replaces `unitPriceExcTax`
 * here and only here: everything after this (pricing, totals, order, invoice) reads the terms.
 */
export function catalogueLineTerms(record: LineRecord, currency: Basket['currency']): LineTerms {
  return {
    name: record.name,
    unitPriceExcTax:
      record.price_hold?.unitPrice.excTax ??
      (currency === 'EUR'
        ? priceWithSurcharge(record.price_eur, record.surcharge_eur)
        : priceWithSurcharge(record.price, record.surcharge)),
    taxRate: vatRateFor(record.tax_rate, currency),
  };
}
