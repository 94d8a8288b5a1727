import { generateKeyBetween } from 'fractional-indexing';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { QuoteChange } from '../../../contract/quotes/intents';
import type { Quote, QuoteHeaderField } from '../../../contract/quotes/schemas';

/**
 * The intents a person's actions on a quote make, each saying what the device saw, so the server
 * can apply them over another device's work (architecture: "Documents with lines").
 */

/** The position after every line: where a new line goes. */
export function nextPosition(quote: Pick<Quote, 'items'>): string {
  const last =
    quote.items
      .map((item) => item.position)
      .sort()
      .at(-1) ?? null;
  return generateKeyBetween(last, null);
}

/** A part on the quote: one more of it when the quote has it already, else a new line. */
export function addItem(quote: Quote, sku: string, quantity = 1): QuoteChange[] {
  const product = `/products/${sku}`;
  const existing = quote.items.find((item) => item.product === product);
  if (existing) return updateItem(quote, existing.id, { quantity: Math.min(999, existing.quantity + quantity) });
  return [
    {
      op: 'addLine',
      kind: 'item',
      line: { id: uuidv7(), position: nextPosition(quote), product, quantity, note: null },
    },
  ];
}

/** Changes a line's quantity or note, from what the device shows now. */
export function updateItem(quote: Quote, id: string, set: { quantity?: number; note?: string | null }): QuoteChange[] {
  const line = quote.items.find((item) => item.id === id);
  if (!line) return [];
  const changed = Object.fromEntries(
    Object.entries(set).filter(([key, value]) => line[key as keyof typeof set] !== value),
  ) as typeof set;
  const keys = Object.keys(changed) as (keyof typeof set)[];
  if (!keys.length) return [];
  const base = Object.fromEntries(keys.map((key) => [key, line[key] ?? null]));
  return [{ op: 'updateLine', kind: 'item', id, base, set: changed }];
}

export function removeItem(quote: Quote, id: string): QuoteChange[] {
  const line = quote.items.find((item) => item.id === id);
  return line ? [{ op: 'removeLine', kind: 'item', id, baseRev: line.rev }] : [];
}

/** Sets header fields (name, customer, valid until), from what the device shows now. */
export function setHeader(quote: Quote, set: Partial<Pick<Quote, QuoteHeaderField>>): QuoteChange[] {
  const keys = (Object.keys(set) as QuoteHeaderField[]).filter(
    (key) => JSON.stringify(quote[key]) !== JSON.stringify(set[key]),
  );
  if (!keys.length) return [];
  const base = Object.fromEntries(keys.map((key) => [key, quote[key]]));
  const changed = Object.fromEntries(keys.map((key) => [key, set[key]]));
  return [{ op: 'setFields', base, set: changed }];
}
