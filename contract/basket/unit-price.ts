import type { ProductSummary } from '../catalogue/schemas';
import { fromSterling, GBP_TO_EUR_RATE } from '../money/exchange';
import type { PriceListCurrency } from '../money/price-list';
import { priceWithSurcharge } from '../money/price-on-request';

/**
 * A basket line's unit price, excluding VAT: the product's price with its surcharge, from the
 * price list of the basket's currency. The server prices lines this way from its rows; the client
 * from the product summary it holds, so that an offline total agrees with the server's. A product
 * read in the other list (the person changed currency with the answer still cached) is converted
 * at the one rate, provisionally: the server prices the line from its own list.
 */
export function unitPriceFor(
  product: Pick<ProductSummary, 'currency' | 'price' | 'surcharge'>,
  currency: PriceListCurrency,
): number {
  return convertedUnitPrice(priceWithSurcharge(product.price, product.surcharge), product.currency, currency);
}

/** A unit price read in one list, in another: at the one rate, provisionally (the server reprices). */
export function convertedUnitPrice(unit: number, from: PriceListCurrency, to: PriceListCurrency): number {
  if (from === to) return unit;
  return to === 'EUR' ? fromSterling(unit, 'EUR') : Math.round((unit * 10_000) / GBP_TO_EUR_RATE);
}
