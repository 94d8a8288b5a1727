import type { Clash } from '../../contract/documents/clash';
import type { EntityChange } from '../sync/entity-changes';
import type { ConflictValue } from '../sync/operations';
import type { DocumentNote } from '../ui/change-notes';

export interface DocumentNotes {
  /** By path: a field, a line (`items[<id>]`) or another place the document's page shows notes. */
  byPath: Map<string, DocumentNote[]>;
  /** Notes that name nothing the page shows. */
  general: DocumentNote[];
  /** Paths with changes not yet confirmed by the server ("unsaved changes"). */
  waiting: Set<string>;
}

/** Where a document's notes show: what only the document knows of its own paths. */
export interface NotePlaces<D, C> {
  /** Where an intent's change shows. */
  targetOf(change: C): string;
  /** Where the server's violation (by its property path) shows, or null for nowhere on the page. */
  violationAt(propertyPath: string, intents: readonly C[]): string | null;
  /** Where a clash shows. */
  clashAt(clash: Clash): string;
  /** Where a create (an entry without intents) waits, when the page marks it. */
  created?: string;
  /** What the intents clash with in the server's copy (the store's clashesOf). */
  clashesOf(theirs: D, intents: readonly C[]): Clash[];
  describeClash(clash: Clash, theirs: D): ConflictValue;
}

/**
 * The notes a document's page shows beside its fields and lines (architecture: "Refusals and
 * conflicts show where the change was made"): each refusal in the server's words on what its
 * violations name, each clash with both values on its line, and every path with changes waiting.
 */
export function documentNotes<D, C>(changes: readonly EntityChange[], places: NotePlaces<D, C>): DocumentNotes {
  const notes: DocumentNotes = { byPath: new Map(), general: [], waiting: new Set() };
  const add = (path: string, note: DocumentNote) => notes.byPath.set(path, [...(notes.byPath.get(path) ?? []), note]);
  for (const { entry, status } of changes) {
    const intents = (entry.payload as { changes?: C[] }).changes ?? [];
    for (const intent of intents) notes.waiting.add(places.targetOf(intent));
    if (!intents.length && places.created) notes.waiting.add(places.created);
    if (status.kind === 'refused') {
      const seen = new Set<string>();
      for (const violation of status.violations) {
        const path = places.violationAt(violation.propertyPath, intents);
        if (!path || seen.has(`${path}\n${violation.message}`)) continue;
        seen.add(`${path}\n${violation.message}`);
        add(path, { kind: 'refused', entryId: entry.id, message: violation.message });
      }
      if (!seen.size) notes.general.push({ kind: 'refused', entryId: entry.id, message: status.message });
    }
    if (status.kind === 'conflict') {
      const theirs = status.theirs as D;
      const clashes = places.clashesOf(theirs, intents);
      if (!clashes.length) notes.general.push({ kind: 'refused', entryId: entry.id, message: status.message });
      for (const clash of clashes) {
        add(places.clashAt(clash), { kind: 'conflict', entryId: entry.id, ...places.describeClash(clash, theirs) });
      }
    }
  }
  return notes;
}
