import { rebaseChanges } from '../../contract/documents/rebase';
import type { Clash } from '../../contract/documents/clash';
import { NetworkError } from '../api/api-error';
import { appDb } from '../db/app-db';
import type { SessionPolicy } from '../session/api-request';
import { registerOperation, type ConflictValue, type Operation, type QueuedEntry } from '../sync/operations';
import type { DocumentRow, ServerDocument } from './document-kind';
import type { DocumentStore } from './create-document-store';
import {
  changesPayloadSchema,
  createPayloadSchema,
  foldChanges,
  type ChangesPayload,
  type CreatePayload,
} from './document-payloads';

/** The requests a document's queued changes make, each under its entry's Idempotency-Key. */
export interface DocumentRequests<D, C, B> {
  sendCreate(entry: QueuedEntry<CreatePayload<B>>, policy: SessionPolicy): Promise<D>;
  sendChanges(entry: QueuedEntry<ChangesPayload<C>>, policy: SessionPolicy): Promise<D>;
}

export interface DocumentSync<D, C, K extends string, B> {
  /**
   * The requests, loaded when the first change is sent (with the contract's schemas they bring),
   * not with the first page.
   */
  requests: () => Promise<DocumentRequests<D, C, B>>;
  /** The contract's line rules, for "Keep mine" (the rebase of the intents onto the server's copy). */
  rules: Parameters<typeof rebaseChanges<{ op: string }, K>>[3];
  /** A clash in words, both values side by side, for the sync panel. */
  describeClash(clash: Clash, theirs: D): ConflictValue;
  /** A change that goes in a request of its own (see foldChanges). */
  alone?: (change: C) => boolean;
  /** Whether the create body must carry a name (the payload's shape check). */
  named?: boolean;
}

/**
 * A document's two operations in the sync registry, the same for every document with lines: the
 * create with the id made on the device, and its intents, folded into few requests; the server's
 * answer is laid under the changes still waiting, "Keep mine" rebases the intents onto the
 * server's copy, and a clash is named by the rule the server refused it with.
 */
export function registerDocumentOperations<D extends ServerDocument, C, R extends DocumentRow<D>, B, K extends string>(
  store: DocumentStore<D, C, R, B>,
  sync: DocumentSync<D, C, K, B>,
): void {
  const { kind } = store;
  // A chunk that cannot be fetched is a network failure, retried later, never a refusal.
  const requests = () =>
    sync.requests().catch((cause: unknown) => {
      throw new NetworkError(cause);
    });

  /** The server's copy laid under the changes still waiting (all but `entry`, which is done). */
  const adopt = async (entry: QueuedEntry, server: D) =>
    void (await store.rebuildRow(entry.entityId, entry.id, server));

  const common = {
    snapshot: async (entry: QueuedEntry) => {
      const row = await kind.table.get(entry.entityId);
      return row ? store.viewOf(row) : null;
    },
    applied: async (entry: QueuedEntry, answer: unknown) => adopt(entry, answer as D),
    takeTheirs: async (entry: QueuedEntry, theirs: unknown) => adopt(entry, theirs as D),
  } satisfies Partial<Operation>;

  const create: Operation<CreatePayload<B>> = {
    ...common,
    payload: createPayloadSchema<B>(sync.named),
    send: async (entry, policy) => (await requests()).sendCreate(entry, policy),
    // A document the server already has (sent again after a lost answer) is answered as it is.
    keepMine: async () => {},
    // Never sent, so never there: the document goes, and so do its later changes.
    discarded: async (entry) => {
      const later = (await store.entriesOf(entry.entityId)).filter((other) => other.id !== entry.id);
      await appDb.outbox.bulkDelete(later.map((other) => other.id));
      await appDb.conflicts.bulkDelete(later.map((other) => other.id));
      await kind.table.delete(entry.entityId);
    },
  };

  const changes: Operation<ChangesPayload<C>> = {
    ...common,
    payload: changesPayloadSchema<C>(),
    send: async (entry, policy) => (await requests()).sendChanges(entry, policy),
    fold: foldChanges<C>(kind.maxChanges, sync.alone),
    /** The same intents, starting from the server's copy: mine go over what the other device did. */
    keepMine: async (entry, theirs) => {
      const server = theirs as D;
      const row = await kind.table.get(entry.entityId);
      const mine = row ? store.viewOf(row) : server;
      const rebased = rebaseChanges(entry.payload.changes as { op: string }[], server, mine, sync.rules);
      return { payload: { changes: rebased as C[] } };
    },
    conflictValues: (entry, theirs) => {
      const server = theirs as D;
      return store.clashesOf(server, entry.payload.changes).map((clash) => sync.describeClash(clash, server));
    },
    discarded: async (entry) => void (await store.rebuildRow(entry.entityId, entry.id)),
  };

  registerOperation(kind.operations.create, create);
  registerOperation(kind.operations.changes, changes);
}
