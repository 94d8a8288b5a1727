import { formatMoney } from '../../../contract/money/format-money';
import type { Quote, QuoteItem } from '../../../contract/quotes/schemas';
import { quoteMessages } from '../../../contract/quotes/messages';
import { vatByRate, vatRateLabel } from '../../../contract/work-orders/pricing/vat';

/**
 * The quote's PDF content (issue 25), in the words and money strings it prints, made from the
 * quote as the device holds it, so that it prints offline.
 *
 * Who the quote is from: the retailer, not the garage. The prices on a quote are the retailer's
 * (its trade prices, for a trade account) and it is the retailer that sells at them when the quote
 * becomes a basket, so the customer holding the paper expects the company that will sell: its name,
 * address and VAT number (the same company that would invoice the order: the UK company for
 * sterling, the Irish one for euro, contract/retailer/companies.ts), with the branch that quoted
 * (the trade account's, or the one the person chose), as the shared quote's page names it. A
 * garage pricing its own work for its customer does that on the work order's job sheet, which it
 * heads with its own name.
 *
 * The lines' amounts, the VAT by rate and the totals are worked out here from the lines, by the
 * rule the quote's totals use (the basket's pricing: each line's amount, VAT per line half up), so
 * every figure on the page adds up and agrees with the totals on the quote's screen.
 */

export interface QuoteSeller {
  /** The retailer's company. */
  name: string;
  /** Its address, a line each. */
  address: readonly string[];
  vatNumber: string | null;
  /** The branch that quoted ('Leeds Kirkstall'), when known. */
  branch?: string | null;
}

/** What the worker is asked to print. Money on the quote is in minor units of its currency. */
export interface QuoteRequest {
  quote: Quote;
  seller: QuoteSeller;
  /** The device's own prices, not yet confirmed by the server (changes still waiting). */
  provisional?: boolean;
}

export interface Labelled {
  label: string;
  value: string;
}

/** A row of the quote's table. */
export interface QuoteLine {
  description: string;
  /** The line's note, printed under the description; null without one. */
  note: string | null;
  partNumber: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  /** Quantity × unit price, excluding VAT. */
  net: string;
}

export interface QuoteDocument {
  title: 'Quote';
  /** The quote's name, as the person called it. */
  name: string;
  fileName: string;
  /** 'Reference' and the quote's id: what to quote back to the branch (printed whole, on one line). */
  reference: string;
  seller: string[];
  details: Labelled[];
  /** The customer and the vehicle, what is known of each. */
  customer: Labelled[];
  lines: QuoteLine[];
  totals: Labelled[];
  /** 'Valid until 11 December 2026'. */
  validUntil: string;
  /** That the prices are held to the end of that day and may change after it; or, holds off, that they are not held. */
  priceNotice: string;
  /** Words saying the prices are not yet confirmed, or null when they are. */
  provisional: string | null;
}

export const PRICE_NOTICE = 'Prices are held until the end of that day; after it they may change.';
/** Issue 43: the business has turned price holds off for the account, so the paper promises none. */
export const NO_HOLD_NOTICE = quoteMessages.pricesNotHeld;
export const PROVISIONAL_NOTICE =
  'Prices worked out on this device: they are confirmed when the latest changes to this quote reach us.';

// Great Britain and Ireland keep the same clock changes, so one zone reads right for both.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
// A quote's last day is a calendar day (yyyy-MM-dd, read as UTC): read it in UTC, so it never moves by one.
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-GB');

/** '11 December 2026' for '2026-12-11'; the text itself when it is not a day. */
export function quoteDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : calendarDay.format(at);
}

/**
 * The PDF's file name: 'quote-brake-job-mrs-patel-s-focus.pdf' from the quote's name, only
 * lower-case letters, digits and hyphens (accents dropped), at most 60 of them; a name with none of
 * those gives the start of the quote's id.
 */
export function quoteFileName(quote: Pick<Quote, 'name' | 'id'>): string {
  const slug = quote.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `quote-${slug || quote.id.slice(0, 8).toLowerCase()}.pdf`;
}

const byPosition = (items: readonly QuoteItem[]) =>
  [...items].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));

/** A line's amount excluding VAT: whole minor units, as the basket's pricing multiplies them. */
const netOf = (item: QuoteItem) => item.unitPrice.excTax * item.quantity;

export function quoteModel({ quote, seller, provisional = false, printedAt }: QuoteRequest & { printedAt: Date }) {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const items = byPosition(quote.items);
  for (const item of items) {
    // A price that is not whole minor units cannot be added up to the penny: say so rather than print it.
    if (!Number.isSafeInteger(item.unitPrice.excTax) || !Number.isSafeInteger(netOf(item)))
      throw new RangeError(`Not a whole amount: ${item.unitPrice.excTax} × ${item.quantity}`);
  }
  const lines: QuoteLine[] = items.map((item) => {
    const sku = item.product.replace('/products/', '');
    return {
      description: item.productName || `Part ${sku}`,
      note: item.note?.trim() || null,
      partNumber: sku,
      quantity: count.format(item.quantity),
      unitPrice: money(item.unitPrice.excTax),
      vatRate: vatRateLabel(item.taxRate),
      net: money(netOf(item)),
    };
  });
  const vat = vatByRate(items.map((item) => ({ excTax: netOf(item), taxRate: item.taxRate })));
  const totalExcTax = vat.reduce((total, rate) => total + rate.excTax, 0);
  const totalVat = vat.reduce((total, rate) => total + rate.vat, 0);
  const optional = (label: string, value: string | null | undefined): Labelled[] =>
    value?.trim() ? [{ label, value: value.trim() }] : [];
  const validUntil = `Valid until ${quoteDay(quote.validUntil)}`;

  const document: QuoteDocument = {
    title: 'Quote',
    name: quote.name,
    fileName: quoteFileName(quote),
    reference: `Reference ${quote.id}`,
    seller: [
      seller.name,
      ...seller.address,
      ...(seller.vatNumber ? [`VAT number ${seller.vatNumber}`] : []),
      ...(seller.branch ? [`Quoted by our ${seller.branch} branch`] : []),
    ],
    details: [
      { label: 'Date', value: dayFormat.format(printedAt) },
      { label: 'Valid until', value: quoteDay(quote.validUntil) },
    ],
    customer: [
      ...optional('Customer', quote.customerName),
      ...optional('Phone', quote.customerPhone),
      ...optional('Registration', quote.vehicle?.registration),
      ...optional('Vehicle', quote.vehicle?.description),
    ],
    lines,
    totals: [
      { label: 'Total excluding VAT', value: money(totalExcTax) },
      ...vat.map((rate) => ({
        label: `VAT at ${vatRateLabel(rate.rate)} on ${money(rate.excTax)}`,
        value: money(rate.vat),
      })),
      { label: 'Total VAT', value: money(totalVat) },
      { label: 'Total including VAT', value: money(totalExcTax + totalVat) },
    ],
    validUntil,
    priceNotice: quote.pricesHeld === false ? NO_HOLD_NOTICE : PRICE_NOTICE,
    provisional: provisional ? PROVISIONAL_NOTICE : null,
  };
  return document;
}
