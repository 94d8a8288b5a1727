import type { Clash } from '../../../contract/documents/clash';
import type { Violation } from '../../../contract/errors';
import { formatMoney } from '../../../contract/money/format-money';
import { withTax } from '../../../contract/money/tax';
import type { BasketFromQuote, Quote, QuoteItem } from '../../../contract/quotes/schemas';
import type { ConflictValue } from '../../sync/operations';

/** A line in words: the part's name when known, else its part number. */
export function itemName(item: Pick<QuoteItem, 'productName' | 'product'> | undefined): string {
  if (!item) return 'a line';
  return item.productName || item.product.replace('/products/', '');
}

const fieldLabels: Record<string, string> = {
  name: 'Name',
  vehicle: 'Vehicle',
  customerName: 'Customer name',
  customerPhone: 'Customer phone',
  validUntil: 'Valid until',
  quantity: 'Quantity',
  note: 'Note',
  product: 'Part',
};

const valueWords = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? 'nothing'
    : typeof value === 'object'
      ? 'changed'
      : `${value}`;

/** What clashed, in words, for the conflict's panel and beside the line ("Quantity of Brembo P85020"). */
export function describeQuoteClash(clash: Clash, theirs: Quote | null): ConflictValue {
  const match = /^items\[([^\]]+)\](?:\.(\w+))?$/.exec(clash.path);
  const line = match ? theirs?.items.find((item) => item.id === match[1]) : undefined;
  const field = match ? match[2] : clash.path;
  const fieldWords = field ? (fieldLabels[field] ?? field) : undefined;
  const label = match ? (fieldWords ? `${fieldWords} of ${itemName(line)}` : itemName(line)) : (fieldWords ?? 'Quote');
  if (clash.reason === 'removed') return { label, mine: 'changed here', theirs: 'removed' };
  const yours = clash.yours as Record<string, unknown> | null;
  const set = yours && typeof yours === 'object' && 'set' in yours ? (yours['set'] as Record<string, unknown>) : null;
  const mine = set && field && field in set ? set[field] : clash.yours;
  return { label, mine: valueWords(mine), theirs: valueWords(clash.theirs) };
}

/**
 * What converting a quote will cost against what it said, before the basket is made: "2 prices
 * changed since this quote: £3.20 more in all". Null when every price is as quoted.
 */
export function repriceMessage(answer: Pick<BasketFromQuote, 'priceChanges' | 'difference'>, currency: string) {
  const count = answer.priceChanges.length;
  if (count === 0) return null;
  const changed = `${count} ${count === 1 ? 'price' : 'prices'} changed since this quote`;
  const difference = answer.difference.incTax;
  if (difference === 0) return `${changed}: the same in all`;
  const amount = formatMoney(Math.abs(difference), currency);
  return `${changed}: ${amount} ${difference > 0 ? 'more' : 'less'} in all`;
}

/**
 * The re-price warning from the quote as last read, before asking the server: each moved line's
 * difference at today's price, with VAT. The server's own answer is the final word.
 */
export function expectedReprice(quote: Pick<Quote, 'items'>): Pick<BasketFromQuote, 'priceChanges' | 'difference'> {
  const moved = quote.items.filter(
    (item) => item.currentUnitPrice && item.currentUnitPrice.excTax !== item.unitPrice.excTax,
  );
  const priceChanges = moved.map((item) => {
    const now = item.currentUnitPrice!.excTax;
    const quoted = item.unitPrice.excTax * item.quantity;
    const today = now * item.quantity;
    const excTax = today - quoted;
    const incTax = withTax(today, item.taxRate) - withTax(quoted, item.taxRate);
    return {
      itemId: item.id,
      product: item.product,
      productName: item.productName,
      quantity: item.quantity,
      quoted: { excTax: item.unitPrice.excTax },
      now: { excTax: now },
      difference: { excTax, incTax },
    };
  });
  const sum = (pick: (change: (typeof priceChanges)[number]) => number) =>
    priceChanges.reduce((total, change) => total + pick(change), 0);
  return {
    priceChanges,
    difference: {
      excTax: sum((change) => change.difference.excTax),
      incTax: sum((change) => change.difference.incTax),
    },
  };
}

/**
 * A conversion refused because no part could go in a basket (422): the server's sentence, and
 * each line's reason with the part named ("Brembo P85020: This item is out of stock at Leeds").
 * Null when the refusal is about something else.
 */
export function refusedLines(violations: readonly Violation[], quote: Pick<Quote, 'items'>) {
  const head = violations.find((violation) => violation.propertyPath === 'wishlistId');
  const lines = violations.flatMap((violation) => {
    const match = /^items\[([^\]]+)\]\.product$/.exec(violation.propertyPath);
    if (!match) return [];
    return [`${itemName(quote.items.find((item) => item.id === match[1]))}: ${violation.message}`];
  });
  return head && lines.length ? { message: head.message, lines } : null;
}
