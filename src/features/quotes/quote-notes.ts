import type { DocumentNote } from '../../ui/change-notes';
import { linePath } from '../../../contract/documents/clash';
import type { QuoteChange } from '../../../contract/quotes/intents';
import type { Quote } from '../../../contract/quotes/schemas';
import { documentNotes, type DocumentNotes } from '../../documents/document-notes';
import type { EntityChange } from '../../sync/entity-changes';
import { quoteStore } from './quote-store';
import { describeQuoteClash } from './quote-words';

/** A refusal or a clash shown beside the line or the header of the quote it is about. */
export type QuoteNote = DocumentNote;

/** By path: a line (`items[<id>]`), or `header` for the quote's own fields. */
export type QuoteNotes = DocumentNotes;

export const HEADER = 'header';

/** Where an intent's change shows: on its line, or on the header. */
export function targetOf(change: QuoteChange): string {
  switch (change.op) {
    case 'setFields':
      return HEADER;
    case 'addLine':
      return linePath('items', change.line.id);
    case 'updateLine':
    case 'removeLine':
      return linePath('items', change.id);
  }
}

const lineIn = (path: string) => /^items\[[^\]]+\]/.exec(path)?.[0];

/**
 * Where a violation shows. The server names a line (`items[<id>].product`: a part not in the
 * catalogue) or an intent of the request (`changes[2].line.quantity`); a create's body names a
 * line by its place (`items[0]`), which shows on the header.
 */
function placeOf(propertyPath: string, intents: readonly QuoteChange[]): string | null {
  const onLine = lineIn(propertyPath);
  if (onLine && intents.length) return onLine;
  const index = /^changes\[(\d+)\]/.exec(propertyPath)?.[1];
  const intent = index === undefined ? undefined : intents[Number(index)];
  if (intent) return targetOf(intent);
  return intents.length ? null : HEADER;
}

/** The quote's notes, by the document kit's rule, placed on its lines and its header. */
export function notesOf(changes: readonly EntityChange[]): QuoteNotes {
  return documentNotes<Quote, QuoteChange>(changes, {
    targetOf,
    violationAt: placeOf,
    clashAt: (clash) => lineIn(clash.path) ?? HEADER,
    created: HEADER,
    clashesOf: quoteStore.clashesOf,
    describeClash: describeQuoteClash,
  });
}
