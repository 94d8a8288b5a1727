import { quoteRoutes } from '../../../../contract/quotes/routes';
import { documentPulls } from '../../../documents/document-pull';
import { apiRequest } from '../../../session/api-request';
import { quoteStore } from '../quote-store';

/** How many of the newest quotes the device keeps copies of, for offline work. */
export const KEPT_QUOTES = 100;

const pulls = documentPulls(quoteStore, (id, signal) => apiRequest(quoteRoutes.quote, { params: { id }, signal }));

/** Lays the server's copy of a quote on the device, under the changes still waiting. */
export const storeServerCopy = quoteStore.storeServerCopy;

/** GET /wishlists/{id}, kept on the device. */
export const pullQuote = pulls.pull;

/** Reads again the listed quotes whose rev moved since the device's copy (or that it lacks). */
export const pullListed = pulls.pullListed;

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
