import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { applyQuoteChange } from '../../../contract/quotes/apply';
import type { QuoteChange } from '../../../contract/quotes/intents';
import type { CreateQuote, Quote } from '../../../contract/quotes/schemas';
import { quoteTable, type LocalQuotePart, type QuoteRow } from '../../db/quotes';
import { createDocumentStore } from '../../documents/create-document-store';
import { blankQuote, localQuote, type QuoteHeader } from './quote-local';
import { MAX_QUOTE_CHANGES, QUOTE_ENTITY, quoteOperations } from './quote-outbox';

/** The quotes on the device, kept by the document kit. */
export const quoteStore = createDocumentStore<Quote, QuoteChange, QuoteRow, CreateQuote>({
  table: quoteTable,
  field: 'quote',
  entity: QUOTE_ENTITY,
  operations: quoteOperations,
  maxChanges: MAX_QUOTE_CHANGES,
  apply: () => applyQuoteChange<Quote>,
  derive: (quote, row, now) => ({ doc: localQuote(quote, row.parts, now) }),
  blank: (row, body) => {
    const from = body ?? row.quote;
    const header: QuoteHeader = {
      name: from.name,
      vehicle: from.vehicle,
      customerName: from.customerName,
      customerPhone: from.customerPhone,
      validUntil: from.validUntil ?? row.quote.validUntil,
    };
    return blankQuote(row.id, header, row.quote.currency, row.quote.createdAt);
  },
  fromServer: (userId, server, now) => ({
    id: server.id,
    userId,
    serverVersion: server.rev,
    provisional: false,
    updatedAt: now,
    quote: server,
    server,
    parts: {},
  }),
  words: {
    notOnDevice: 'This quote is not on this device.',
    clash: 'That line has changed or gone since you opened the quote. Please look again.',
  },
});

export const { rebuiltRow, rebuildRow } = quoteStore;

/**
 * A new quote made on the device with its own id, shown at once, and POST /wishlists queued.
 * Its lines are added after, each as an intent, so that a quote started offline fills the same
 * way as one the server already has.
 */
export function createQuote(
  userId: string,
  header: QuoteHeader,
  currency: Quote['currency'],
  now = new Date(),
): Promise<string> {
  const id = uuidv7(now.getTime());
  const row: QuoteRow = {
    id,
    userId,
    serverVersion: 0,
    provisional: true,
    updatedAt: now.toISOString(),
    quote: blankQuote(id, header, currency, now.toISOString()),
    server: null,
    parts: {},
  };
  return quoteStore.create(row, { id, ...header, items: [] }, `New quote ${header.name}`, now);
}

/**
 * Changes a quote on the device: its row and the outbox entry in one transaction, applied here by
 * the rule the server applies it with (the kit's change); one that cannot be made as the quote
 * stands here is refused at once in words. No intents: nothing to do.
 */
export async function changeQuote(
  userId: string,
  id: string,
  changes: QuoteChange[],
  description: string,
  parts: Record<string, LocalQuotePart> = {},
  now = new Date(),
): Promise<void> {
  if (changes.length === 0) return;
  await quoteStore.change(
    userId,
    id,
    changes,
    description,
    {
      prepare: (row) => ({ ...row, parts: { ...row.parts, ...parts } }),
    },
    now,
  );
}
