import type { OutboxEntry } from '../db/outbox';
import { entriesOfEntity } from '../db/outbox-queries';
import type { DocumentOperations } from './document-kind';
import type { ChangesPayload } from './document-payloads';

/** One document's entries still in the outbox (waiting, refused or in conflict), oldest first. */
export const entriesOf = (id: string): Promise<OutboxEntry[]> => entriesOfEntity(id).toArray();

/** The intents the entries carry, in order (a create carries none: its lines are in its body). */
export const changesIn =
  <C>(operations: DocumentOperations) =>
  (entries: readonly OutboxEntry[]): C[] =>
    entries.flatMap((entry) =>
      entry.operation === operations.changes ? (entry.payload as ChangesPayload<C>).changes : [],
    );
