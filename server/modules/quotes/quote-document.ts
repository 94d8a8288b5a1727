import { QUOTE_VALID_DAYS, type Quote, type QuoteItem } from '../../../contract/quotes/schemas';
import type { QuoteRow } from '../../db/schema';
import type { PartPrice } from './quote-pricing';
import { skuOf } from './quote-pricing';

/** What the row's `document` holds: the header, the lines at their quoted prices and the totals. */
export type StoredQuote = Pick<
  Quote,
  'name' | 'vehicle' | 'customerName' | 'customerPhone' | 'validUntil' | 'items' | 'totals'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A quote holds to the end of its last day (UTC); its share link stops working then too. */
export { holdEndsAt as expiresAt, hasRunOut as isExpired } from '../../../contract/quotes/price-hold';

/** The UTC day of `at`, as yyyy-MM-dd. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** A new quote holds for 14 days from the day it is made. */
export const defaultValidUntil = (now: Date) => dayOf(new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS));

/** '11 December 2026', as a person reads the day. */
export const spokenDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The "name or vehicle" search's text: name, plate as typed and without spaces, vehicle, customer. */
export function searchTextOf(doc: Pick<Quote, 'name' | 'vehicle' | 'customerName'>): string {
  const plate = doc.vehicle?.registration ?? '';
  return [doc.name, plate, plate.replace(/[\s-]/g, ''), doc.vehicle?.description ?? '', doc.customerName ?? '']
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/**
 * The quote as the API answers it: the stored document with the row's own columns over it. With
 * today's prices, each line whose price moved says what it is now (null: the part is no longer sold).
 */
export function toQuote(row: QuoteRow, prices?: Map<string, PartPrice>): Quote {
  const doc = row.document as StoredQuote;
  const items = prices ? doc.items.map((item) => withCurrentPrice(item, prices)) : doc.items;
  return {
    ...doc,
    id: row.id,
    rev: row.rev,
    currency: row.currency,
    items,
    shared: row.shareToken !== null,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

function withCurrentPrice(item: QuoteItem, prices: Map<string, PartPrice>): QuoteItem {
  const price = prices.get(skuOf(item.product));
  if (!price) return { ...item, currentUnitPrice: null };
  return price.unitPrice === item.unitPrice.excTax ? item : { ...item, currentUnitPrice: { excTax: price.unitPrice } };
}
