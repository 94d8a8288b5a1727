import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { QuoteChange } from '../../../contract/quotes/intents';
import type { Quote } from '../../../contract/quotes/schemas';
import { appDb, isQuotaError } from '../../db/app-db';
import type { OutboxEntry } from '../../db/outbox';
import { quoteTable, type LocalQuotePart, type QuoteRow } from '../../db/quotes';
import { outboxEntryOf, recordChange, StorageFullError } from '../../sync/record-change';
import { announceChange } from '../../sync/sync-signal';
import { blankQuote, localCopy, type QuoteHeader } from './quote-local';
import {
  changesOf,
  entriesOfQuote,
  MAX_QUOTE_CHANGES,
  QUOTE_ENTITY,
  quoteOperations,
  type QuoteChangesPayload,
  type QuoteCreatePayload,
} from './quote-outbox';

/** A change the quote cannot take as it stands on this device, in words for the screen. */
export class QuoteChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuoteChangeError';
  }
}

/** The quote a create entry starts from, before the server has answered it. */
function createdFrom(row: QuoteRow, entries: readonly OutboxEntry[]): Quote {
  const create = entries.find((entry) => entry.operation === quoteOperations.create);
  const body = (create?.payload as QuoteCreatePayload | undefined)?.body;
  const from = body ?? row.quote;
  const header: QuoteHeader = {
    name: from.name,
    vehicle: from.vehicle,
    customerName: from.customerName,
    customerPhone: from.customerPhone,
    validUntil: from.validUntil ?? row.quote.validUntil,
  };
  return blankQuote(row.id, header, row.quote.currency, row.quote.createdAt);
}

/**
 * The row rebuilt from its base (the server's copy, or the new quote) and the entries still
 * waiting, oldest first; `entries` already leaves out any that has just gone.
 */
export function rebuiltRow(row: QuoteRow, entries: readonly OutboxEntry[], now = new Date()): QuoteRow {
  const base = row.server ?? createdFrom(row, entries);
  const local = localCopy(base, changesOf(entries), row.parts, now.toISOString());
  return {
    ...row,
    quote: local.quote,
    serverVersion: row.server?.rev ?? 0,
    provisional: entries.length > 0,
    updatedAt: now.toISOString(),
  };
}

/** Rebuilds a quote's row from the outbox as it is now, leaving out `gone` (being deleted). */
export async function rebuildRow(id: string, gone?: string, server?: Quote): Promise<QuoteRow | undefined> {
  const row = await quoteTable.get(id);
  if (!row) return undefined;
  const entries = (await entriesOfQuote(id)).filter((entry) => entry.id !== gone);
  const rebuilt = rebuiltRow(server ? { ...row, server } : row, entries);
  await quoteTable.put(rebuilt);
  return rebuilt;
}

/**
 * A new quote made on the device with its own id, shown at once, and POST /wishlists queued.
 * Its lines are added after, each as an intent, so that a quote started offline fills the same
 * way as one the server already has.
 */
export async function createQuote(
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
  const payload: QuoteCreatePayload = { body: { id, ...header, items: [] } };
  await recordChange(
    [quoteTable],
    async () => void (await quoteTable.add(row)),
    {
      userId,
      entity: QUOTE_ENTITY,
      entityId: id,
      operation: quoteOperations.create,
      payload,
      description: `New quote ${header.name}`,
    },
    now,
  );
  return id;
}

/**
 * Changes a quote on the device: its row and the outbox entry in one transaction. The change is
 * applied here by the rule the server applies it with, so what the person sees is what the
 * server will do; one that cannot be made as the quote stands here is refused at once in words.
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
  if (changes.length > MAX_QUOTE_CHANGES)
    throw new QuoteChangeError('This change is too large to save at once. Please make it in smaller steps.');
  const payload: QuoteChangesPayload = { changes };
  const entry = outboxEntryOf(
    { userId, entity: QUOTE_ENTITY, entityId: id, operation: quoteOperations.changes, payload, description },
    now,
  );
  try {
    await appDb.transaction('rw', quoteTable, appDb.outbox, async () => {
      const [row] = await Promise.all([quoteTable.get(id), appDb.outbox.add(entry)]);
      if (!row || row.userId !== userId) throw new QuoteChangeError('This quote is not on this device.');
      const known = { ...row.parts, ...parts };
      const local = localCopy(row.quote, changes, known, now.toISOString());
      if (local.clashes.length)
        throw new QuoteChangeError('That line has changed or gone since you opened the quote. Please look again.');
      await quoteTable.put({
        ...row,
        parts: known,
        quote: local.quote,
        provisional: true,
        updatedAt: now.toISOString(),
      });
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  announceChange();
}
