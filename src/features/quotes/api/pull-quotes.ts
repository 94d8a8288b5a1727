import { quoteRoutes } from '../../../../contract/quotes/routes';
import type { Quote, QuoteSummary } from '../../../../contract/quotes/schemas';
import { appDb } from '../../../db/app-db';
import { quoteTable, type QuoteRow } from '../../../db/quotes';
import { apiRequest } from '../../../session/api-request';
import { entriesOfQuote } from '../quote-outbox';
import { rebuiltRow } from '../quote-store';

/** How many of the newest quotes the device keeps copies of, for offline work. */
export const KEPT_QUOTES = 100;

function rowFromServer(userId: string, server: Quote, now: string): QuoteRow {
  return {
    id: server.id,
    userId,
    serverVersion: server.rev,
    provisional: false,
    updatedAt: now,
    quote: server,
    server,
    parts: {},
  };
}

/**
 * Lays the server's copy of a quote on the device: under the changes still waiting, when there
 * are any (they are the device's newer word), else as it is. A copy older than the one the
 * device holds (an answer overtaken by a later one) changes nothing.
 */
export async function storeServerCopy(userId: string, server: Quote): Promise<void> {
  await appDb.transaction('rw', quoteTable, appDb.outbox, async () => {
    const row = await quoteTable.get(server.id);
    if (row && row.server && row.server.rev > server.rev) return;
    if (!row) {
      await quoteTable.put(rowFromServer(userId, server, new Date().toISOString()));
      return;
    }
    await quoteTable.put(rebuiltRow({ ...row, server }, await entriesOfQuote(server.id)));
  });
}

/** GET /wishlists/{id}, kept on the device. */
export async function pullQuote(userId: string, id: string, signal?: AbortSignal): Promise<Quote> {
  const server = await apiRequest(quoteRoutes.quote, { params: { id }, signal });
  await storeServerCopy(userId, server);
  return server;
}

/** Reads again the listed quotes whose rev moved since the device's copy (or that it lacks). */
export async function pullListed(
  userId: string,
  listed: readonly Pick<QuoteSummary, 'id' | 'rev'>[],
  signal?: AbortSignal,
): Promise<number> {
  const rows = await quoteTable.bulkGet(listed.map((summary) => summary.id));
  const stale = listed.filter((summary, index) => (rows[index]?.server?.rev ?? 0) < summary.rev);
  for (const summary of stale) {
    if (signal?.aborted) break;
    await pullQuote(userId, summary.id, signal);
  }
  return stale.length;
}

/**
 * Brings the person's newest quotes onto the device (GET /wishlists, newest change first),
 * reading only those whose rev moved, so the list and the quotes open during an outage.
 */
export async function pullQuotes(userId: string, signal?: AbortSignal): Promise<number> {
  const list = await apiRequest(quoteRoutes.quotes, {
    query: { page: '1', itemsPerPage: String(KEPT_QUOTES) },
    signal,
  });
  return pullListed(userId, list['hydra:member'], signal);
}
