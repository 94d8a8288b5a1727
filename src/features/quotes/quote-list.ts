import { QUOTE_PAGE_SIZE, type Quote, type QuoteSummary } from '../../../contract/quotes/schemas';
import type { QuoteRow } from '../../db/quotes';

export interface QuoteFilter {
  /** Words of the quote's name, its registration (with or without spaces), vehicle or customer. */
  search: string;
  /** Created on or after this day (yyyy-MM-dd), or ''. */
  from: string;
  /** Created on or before this day (yyyy-MM-dd), or ''. */
  to: string;
  page: number;
}

/** A row of the list, from the server or from the device. */
export interface ListedQuote extends QuoteSummary {
  /** Changes made on this device the server does not have yet. */
  waiting: boolean;
}

/** §9: pages of 10; pages = ceil(total / 10). */
export const quotePageCount = (total: number) => Math.ceil(total / QUOTE_PAGE_SIZE);

/**
 * A day of the date range as get-by-user takes it (§7: yyyy-MM-ddTHH:mm:ss, read as UTC): the
 * first second of the "from" day, the last second of the "to" day, so both days are included.
 */
export function queryDate(day: string, end: 'from' | 'to'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end === 'from' ? '00:00:00' : '23:59:59'}`;
}

export function summaryOf(quote: Quote, waiting: boolean): ListedQuote {
  return {
    id: quote.id,
    rev: quote.rev,
    name: quote.name,
    vehicle: quote.vehicle,
    customerName: quote.customerName,
    currency: quote.currency,
    validUntil: quote.validUntil,
    createdAt: quote.createdAt,
    modifiedAt: quote.modifiedAt,
    numberOfItems: quote.items.length,
    totalIncTax: quote.totals.totalIncTax,
    waiting,
  };
}

/** The words a quote is found by, as the server's search text holds them. */
const searchText = (quote: Quote) => {
  const plate = quote.vehicle?.registration ?? '';
  return [quote.name, plate, plate.replace(/[\s-]/g, ''), quote.vehicle?.description, quote.customerName]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
};

/**
 * The device's quotes as get-by-user would list them: the search and date range, newest first,
 * pages of 10. Dates compare as UTC instants, as the server reads them.
 */
export function filterDeviceQuotes(rows: readonly QuoteRow[], filter: QuoteFilter) {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const after = queryDate(filter.from, 'from');
  const before = queryDate(filter.to, 'to');
  const afterMs = after ? Date.parse(`${after}Z`) : -Infinity;
  const beforeMs = before ? Date.parse(`${before}Z`) : Infinity;
  const matching = rows
    .filter((row) => {
      const created = Date.parse(row.quote.createdAt);
      if (created < afterMs || created > beforeMs) return false;
      const text = searchText(row.quote);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.quote.createdAt.localeCompare(a.quote.createdAt));
  const start = (filter.page - 1) * QUOTE_PAGE_SIZE;
  return {
    members: matching.slice(start, start + QUOTE_PAGE_SIZE).map((row) => summaryOf(row.quote, row.provisional)),
    total: matching.length,
  };
}
