import { priceBasket } from '../../../contract/basket/pricing';
import { QUOTE_VALID_DAYS, type Quote, type QuoteItem } from '../../../contract/quotes/schemas';
import type { LocalQuotePart } from '../../db/quotes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `at` as yyyy-MM-dd, as the server writes a quote's days. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** A new quote holds for 14 days from the day it is made (the server's default too). */
export const defaultValidUntil = (now: Date) => dayOf(new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS));

/** The header a new quote is made with; the lines come after, one intent each. */
export interface QuoteHeader {
  name: string;
  vehicle: Quote['vehicle'];
  customerName: string | null;
  customerPhone: string | null;
  validUntil: string;
}

/** A new quote as the device shows it before the server has it: no lines, nothing shared. */
export function blankQuote(id: string, header: QuoteHeader, currency: Quote['currency'], now: string): Quote {
  return {
    id,
    rev: 1,
    ...header,
    currency,
    items: [],
    totals: { totalExcTax: 0, totalTax: 0, totalIncTax: 0 },
    shared: false,
    createdAt: now,
    modifiedAt: now,
  };
}

/** The totals at the quoted prices, by the basket's pricing (VAT per line, half-up), as the server works them. */
export function quoteTotals(items: readonly QuoteItem[], currency: Quote['currency'], now: Date): Quote['totals'] {
  const totals = priceBasket({
    currency,
    lines: items.map((item) => ({
      id: item.id,
      unitPriceExcTax: item.unitPrice.excTax,
      taxRate: item.taxRate,
      quantity: item.quantity,
      categoryIds: [],
    })),
    promotions: [],
    shipping: null,
    isTrade: false,
    now,
  });
  return { totalExcTax: totals.totalExcTax, totalTax: totals.totalTax, totalIncTax: totals.totalIncTax };
}

/**
 * A line added on the device carries only what a device may set: its price, VAT and name come
 * from what the device knew of the part when it was chosen (the server quotes it again).
 */
function withLocalPrices(quote: Quote, parts: Record<string, LocalQuotePart>): Quote {
  const items = quote.items.map((item): QuoteItem => {
    if (item.unitPrice) return item;
    const part = parts[item.product];
    return {
      ...item,
      unitPrice: { excTax: part?.price ?? 0 },
      taxRate: part?.taxRate ?? 0,
      productName: part?.name ?? null,
    };
  });
  return { ...quote, items };
}

/**
 * The device's copy of a quote its changes moved: lines it added priced from what it knew of their
 * parts, and its totals worked out as the server works them.
 */
export function localQuote(quote: Quote, parts: Record<string, LocalQuotePart>, now: string): Quote {
  const priced = withLocalPrices(quote, parts);
  return { ...priced, modifiedAt: now, totals: quoteTotals(priced.items, priced.currency, new Date(now)) };
}
