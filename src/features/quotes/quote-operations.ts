import { rebaseChanges } from '../../../contract/documents/rebase';
import { quoteRules } from '../../../contract/quotes/apply';
import type { Quote } from '../../../contract/quotes/schemas';
import { NetworkError } from '../../api/api-error';
import { appDb } from '../../db/app-db';
import { quoteTable } from '../../db/quotes';
import { registerOperation, type Operation, type QueuedEntry } from '../../sync/operations';
import { localCopy } from './quote-local';
import {
  changesPayloadSchema,
  createPayloadSchema,
  entriesOfQuote,
  foldQuoteChanges,
  quoteOperations,
  type QuoteChangesPayload,
  type QuoteCreatePayload,
} from './quote-outbox';
import { rebuildRow } from './quote-store';
import { describeQuoteClash } from './quote-words';

// The requests (and the contract's quote schemas they bring) load when the first change is sent;
// a chunk that cannot be fetched is a network failure, retried later, never a refusal.
const requests = () =>
  import('./api/quote-requests').catch((cause: unknown) => {
    throw new NetworkError(cause);
  });

/** The server's copy laid under the changes still waiting (all but `entry`, which is done). */
const adopt = async (entry: QueuedEntry, server: Quote) => void (await rebuildRow(entry.entityId, entry.id, server));

const common = {
  snapshot: async (entry: QueuedEntry) => (await quoteTable.get(entry.entityId))?.quote ?? null,
  applied: async (entry: QueuedEntry, answer: unknown) => adopt(entry, answer as Quote),
  takeTheirs: async (entry: QueuedEntry, theirs: unknown) => adopt(entry, theirs as Quote),
} satisfies Partial<Operation>;

const create: Operation<QuoteCreatePayload> = {
  ...common,
  payload: createPayloadSchema,
  send: async (entry, policy) => (await requests()).sendCreate(entry, policy),
  // A quote the server already has (sent again after a lost answer) is answered as it is.
  keepMine: async () => {},
  // Never sent, so never there: the quote goes, and so do its later changes.
  discarded: async (entry) => {
    const later = (await entriesOfQuote(entry.entityId)).filter((other) => other.id !== entry.id);
    await appDb.outbox.bulkDelete(later.map((other) => other.id));
    await appDb.conflicts.bulkDelete(later.map((other) => other.id));
    await quoteTable.delete(entry.entityId);
  },
};

const changes: Operation<QuoteChangesPayload> = {
  ...common,
  payload: changesPayloadSchema,
  send: async (entry, policy) => (await requests()).sendChanges(entry, policy),
  fold: foldQuoteChanges,
  /** The same intents, starting from the server's copy: mine go over what the other device did. */
  keepMine: async (entry, theirs) => {
    const server = theirs as Quote;
    const mine = (await quoteTable.get(entry.entityId))?.quote ?? server;
    return { payload: { changes: rebaseChanges(entry.payload.changes, server, mine, quoteRules) } };
  },
  conflictValues: (entry, theirs) => {
    const server = theirs as Quote;
    const { clashes } = localCopy(server, entry.payload.changes, {}, server.modifiedAt);
    return clashes.map((clash) => describeQuoteClash(clash, server));
  },
  discarded: async (entry) => void (await rebuildRow(entry.entityId, entry.id)),
};

/** The quotes' operations in the sync registry; app/ calls this once at start. */
export function registerQuoteOperations(): void {
  registerOperation(quoteOperations.create, create);
  registerOperation(quoteOperations.changes, changes);
}
