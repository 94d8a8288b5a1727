import type { Basket } from '../../../contract/basket/schemas';
import { holdsAt } from '../../../contract/basket/price-hold';
import type { LineRecord } from './baskets.repository';
import { catalogueLineTerms } from './catalogue-line-terms';
import type { LinePriceHold } from './price-holds.repository';

/**
 * The basket's lines with a quote's held prices over the catalogue's (issue 43): a line keeps the
 * quoted unit price while its hold lasts, for the product and currency it was given for; after
 * that, or once moved to another part, it is priced from the catalogue like any other. A hold is a
 * ceiling, not a floor: when today's price is lower than the quoted one, the line charges today's
 * (a customer promised £74.50 is never charged more, nor kept from a price that fell). Everything
 * that prices a basket (its answer, checkout and so the order and invoice) reads lines through this.
 */
export function withHeldPrices(
  lines: LineRecord[],
  holds: LinePriceHold[],
  currency: Basket['currency'],
  now: Date,
): LineRecord[] {
  if (!holds.length) return lines;
  const byLine = new Map(holds.map((hold) => [hold.lineId, hold]));
  return lines.map((line) => {
    const hold = byLine.get(line.id);
    if (!hold || hold.productId !== line.product_id || hold.currency !== currency) return line;
    const priceHold = {
      quoteId: hold.quoteId,
      unitPrice: { excTax: hold.unitPriceExcTax },
      heldUntil: hold.heldUntil.toISOString(),
    };
    if (!holdsAt(priceHold, now)) return line;
    // The line's terms take the held price (catalogue-line-terms.ts); surcharge included, as quoted.
    const today = catalogueLineTerms(line, currency).unitPriceExcTax;
    return hold.unitPriceExcTax <= today ? { ...line, price_hold: priceHold } : line;
  });
}
