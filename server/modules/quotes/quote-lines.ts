import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { CreateQuote, QuoteItem } from '../../../contract/quotes/schemas';
import type { Violation } from '../../../contract/errors';
import { quoteMessages } from '../../../contract/quotes/messages';
import { skuOf, type PartPrice } from './quote-pricing';

type NewItem = CreateQuote['items'][number];
type Keyed = Omit<NewItem, 'id' | 'position'> & { id: string; position: string };

/** The key after `last` (a device's own key may not be one the library reads: then one just after it). */
function keyAfter(last: string | null): string {
  try {
    return generateKeyBetween(last, null);
  } catch {
    return `${last ?? 'a'}V`;
  }
}

/**
 * Lines of a whole quote (POST, PUT) keyed and ordered: a line without an id gets one, a line
 * without a position goes after the others in the order sent.
 */
export function keyLines(items: NewItem[], now: Date): Keyed[] {
  if (items.every((item) => item.position === undefined)) {
    const positions = generateNKeysBetween(null, null, items.length);
    return items.map((item, index) => ({
      ...item,
      id: item.id ?? uuidv7(now.getTime()),
      position: positions[index] ?? keyAfter(null),
    }));
  }
  let last = items.reduce<string | null>(
    (max, item) => (item.position !== undefined && (max === null || item.position > max) ? item.position : max),
    null,
  );
  return items.map((item) => {
    const position = item.position ?? (last = keyAfter(last));
    return { ...item, id: item.id ?? uuidv7(now.getTime()), position };
  });
}

/**
 * Lines with their quoted prices: a line the quote already had keeps its price while its part is
 * the same; a new line, or one whose part changed, is quoted at today's price. A part not in the
 * catalogue is a violation on the line.
 */
export function quotedLines(
  lines: (Keyed & { rev?: number })[],
  previous: QuoteItem[],
  prices: Map<string, PartPrice>,
  pathOf: (index: number, line: Keyed) => string,
): { items: QuoteItem[]; violations: Violation[] } {
  const before = new Map(previous.map((item) => [item.id, item]));
  const violations: Violation[] = [];
  const items = lines.map((line, index): QuoteItem => {
    const old = before.get(line.id);
    const kept = old && old.product === line.product ? old : undefined;
    const price = prices.get(skuOf(line.product));
    if (!kept && !price) violations.push({ propertyPath: pathOf(index, line), message: quoteMessages.productNotFound });
    return {
      ...line,
      note: line.note ?? null,
      rev: line.rev ?? 1,
      unitPrice: { excTax: kept?.unitPrice.excTax ?? price?.unitPrice ?? 0 },
      taxRate: kept?.taxRate ?? price?.taxRate ?? 0,
      productName: kept?.productName ?? price?.productName ?? null,
    };
  });
  return { items, violations };
}
