import type { DocumentNote } from '../../ui/change-notes';
import { linePath } from '../../../contract/documents/clash';
import type { QuoteChange } from '../../../contract/quotes/intents';
import type { Quote } from '../../../contract/quotes/schemas';
import type { EntityChange } from '../../sync/entity-changes';
import { localCopy } from './quote-local';
import { describeQuoteClash } from './quote-words';

/** A refusal or a clash shown beside the line or the header of the quote it is about. */
export type QuoteNote = DocumentNote;

export interface QuoteNotes {
  /** By path: a line (`items[<id>]`), or `header` for the quote's own fields. */
  byPath: Map<string, QuoteNote[]>;
  /** Notes that name nothing the page shows. */
  general: QuoteNote[];
  /** Paths with changes not yet confirmed by the server. */
  waiting: Set<string>;
}

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

export function notesOf(changes: readonly EntityChange[]): QuoteNotes {
  const notes: QuoteNotes = { byPath: new Map(), general: [], waiting: new Set() };
  const add = (path: string, note: QuoteNote) => notes.byPath.set(path, [...(notes.byPath.get(path) ?? []), note]);
  for (const { entry, status } of changes) {
    const intents = (entry.payload as { changes?: QuoteChange[] }).changes ?? [];
    for (const intent of intents) notes.waiting.add(targetOf(intent));
    if (!intents.length) notes.waiting.add(HEADER);
    if (status.kind === 'refused') {
      const seen = new Set<string>();
      for (const violation of status.violations) {
        const path = placeOf(violation.propertyPath, intents);
        if (!path || seen.has(`${path}\n${violation.message}`)) continue;
        seen.add(`${path}\n${violation.message}`);
        add(path, { kind: 'refused', entryId: entry.id, message: violation.message });
      }
      if (!seen.size) notes.general.push({ kind: 'refused', entryId: entry.id, message: status.message });
    }
    if (status.kind === 'conflict') {
      const theirs = status.theirs as Quote;
      const { clashes } = localCopy(theirs, intents, {}, theirs.modifiedAt);
      if (!clashes.length) notes.general.push({ kind: 'refused', entryId: entry.id, message: status.message });
      for (const clash of clashes) {
        const words = describeQuoteClash(clash, theirs);
        add(lineIn(clash.path) ?? HEADER, { kind: 'conflict', entryId: entry.id, ...words });
      }
    }
  }
  return notes;
}
