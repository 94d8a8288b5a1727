import { type Applied, applyChange, type DocumentRules } from '../documents/apply-change';
import type { QuoteChange } from './intents';
import type { Quote } from './schemas';

/** The part of a quote intents change: its header and lines. */
export type QuoteDocument = Pick<
  Quote,
  'name' | 'vehicle' | 'customerName' | 'customerPhone' | 'validUntil' | 'items'
> &
  Record<string, unknown>;

/**
 * A quote has one list of lines and no lifecycle: nothing is locked, adds never clash, and a
 * status move is never allowed (the intents' schema has none to send).
 */
export const quoteRules: DocumentRules<QuoteDocument, 'item'> = {
  listOf: () => 'items',
  fieldLocked: () => false,
  lineLocked: () => false,
  linesClosed: () => false,
  canMove: () => false,
  inputOf: (_kind, { id, position, product, quantity, note }) => ({ id, position, product, quantity, note }),
};

/**
 * Applies one intent to a quote with the shared rules (documents/apply-change.ts), as the server
 * does authoritatively and the device does for its provisional copy. Prices are not touched: the
 * server quotes a line's unit price when it arrives or its part changes.
 */
export function applyQuoteChange<D extends QuoteDocument>(doc: D, change: QuoteChange): Applied<D> {
  return applyChange(doc, change, quoteRules);
}
