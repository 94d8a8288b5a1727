import type { QuoteChange } from '../../../contract/quotes/intents';
import type { CreateQuote } from '../../../contract/quotes/schemas';
import { entriesOf } from '../../documents/document-entries';
import type { ChangesPayload, CreatePayload } from '../../documents/document-payloads';

/** The outbox's name for quotes, and their operations in the sync registry. */
export const QUOTE_ENTITY = 'quote';
export const quoteOperations = {
  /** POST /wishlists with the id made on the device. */
  create: 'quote.create',
  /** POST /wishlists/{id}/changes: intents, merged with other devices' work by the server. */
  changes: 'quote.changes',
} as const;

/** What a quote's queued requests carry (the kit's payloads, src/documents/document-payloads.ts). */
export type QuoteChangesPayload = ChangesPayload<QuoteChange>;
export type QuoteCreatePayload = CreatePayload<CreateQuote>;

/** The server takes at most this many intents in one request (contract/quotes/intents.ts). */
export const MAX_QUOTE_CHANGES = 50;

/** One quote's entries still in the outbox (waiting, refused or in conflict), oldest first. */
export const entriesOfQuote = entriesOf;
