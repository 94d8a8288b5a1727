import { z } from 'zod/mini';
import type { QuoteChange } from '../../../contract/quotes/intents';
import type { CreateQuote } from '../../../contract/quotes/schemas';
import type { OutboxEntry } from '../../db/outbox';
import { entriesOfEntity } from '../../db/outbox-queries';

/** The outbox's name for quotes, and their operations in the sync registry. */
export const QUOTE_ENTITY = 'quote';
export const quoteOperations = {
  /** POST /wishlists with the id made on the device. */
  create: 'quote.create',
  /** POST /wishlists/{id}/changes: intents, merged with other devices' work by the server. */
  changes: 'quote.changes',
} as const;

/**
 * What each quote change keeps in the outbox, checked for shape only (as the work orders' are):
 * the values' rules are the server's, whose refusal shows beside the line.
 */
const intentShape = z.looseObject({ op: z.string() });

export type QuoteChangesPayload = { changes: QuoteChange[] };
export const changesPayloadSchema = z.object({
  changes: z.array(intentShape).check(z.minLength(1)),
}) as unknown as z.ZodMiniType<QuoteChangesPayload>;

export type QuoteCreatePayload = { body: CreateQuote };
export const createPayloadSchema = z.object({
  body: z.looseObject({ id: z.string(), name: z.string() }),
}) as unknown as z.ZodMiniType<QuoteCreatePayload>;

/** The server takes at most this many intents in one request (contract/quotes/intents.ts). */
export const MAX_QUOTE_CHANGES = 50;

/**
 * Folds queued change requests into one, in order, while they fit in one request: the server
 * applies intents one after another exactly as it would in separate requests.
 */
export function foldQuoteChanges(payloads: readonly QuoteChangesPayload[]): {
  payload: QuoteChangesPayload;
  taken: number;
} {
  const changes: QuoteChange[] = [];
  let taken = 0;
  for (const payload of payloads) {
    if (taken > 0 && changes.length + payload.changes.length > MAX_QUOTE_CHANGES) break;
    changes.push(...payload.changes);
    taken += 1;
  }
  return { payload: { changes }, taken };
}

/** One quote's entries still in the outbox (waiting, refused or in conflict), oldest first. */
export function entriesOfQuote(id: string): Promise<OutboxEntry[]> {
  return entriesOfEntity(id).toArray();
}

/** The intents the entries carry, in order (a create carries none: its lines are in its body). */
export function changesOf(entries: readonly OutboxEntry[]): QuoteChange[] {
  return entries.flatMap((entry) =>
    entry.operation === quoteOperations.changes ? (entry.payload as QuoteChangesPayload).changes : [],
  );
}
