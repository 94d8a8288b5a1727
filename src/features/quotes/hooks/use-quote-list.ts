import { useLiveQuery } from 'dexie-react-hooks';
import { quoteRoutes } from '../../../../contract/quotes/routes';
import { QUOTE_PAGE_SIZE } from '../../../../contract/quotes/schemas';
import { quotesOfUser } from '../../../db/quotes';
import { useDocumentList } from '../../../documents/use-document-list';
import { apiRequest } from '../../../session/api-request';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullListed, pullQuotes } from '../api/pull-quotes';
import { quoteStore } from '../quote-store';
import { filterDeviceQuotes, queryDate, summaryOf, type QuoteFilter } from '../quote-list';

/** The device's quotes of a person, read live (so a quote made or changed here shows at once). */
export function useDeviceQuotes(userId: string) {
  return useLiveQuery(() => quotesOfUser(userId), [userId]);
}

/** One page of the server's get-by-user, searched and paged there; the quotes listed are kept on the device. */
async function serverPage(userId: string, filter: QuoteFilter, signal: AbortSignal) {
  const page = await apiRequest(quoteRoutes.quotesByUser, {
    query: {
      page: String(filter.page),
      itemsPerPage: String(QUOTE_PAGE_SIZE),
      nameOrVehicle: filter.search.trim() || undefined,
      'createdAt[after]': queryDate(filter.from, 'from'),
      'createdAt[before]': queryDate(filter.to, 'to'),
    },
    signal,
  });
  void pullListed(userId, page['hydra:member'], signal).catch(() => {});
  return page;
}

/**
 * The quote list (§2, §7, §9), as the document kit lists (src/documents/use-document-list.ts):
 * the server's while online, the device's copies searched the same way while offline; quotes made
 * here and not yet sent first. Online, the newest hundred are kept on the device for the next outage.
 */
export function useQuoteList(userId: string, filter: QuoteFilter) {
  const online = useOnlineStatus();
  return useDocumentList(
    {
      store: quoteStore,
      userId,
      filter,
      name: 'quotes',
      page: (filter, signal) => serverPage(userId, filter, signal),
      keep: pullQuotes,
      fromDevice: filterDeviceQuotes,
      summaryOf: (row) => summaryOf(row.quote, true),
      plain: (filter) => filter.page === 1 && !filter.search.trim() && !filter.from && !filter.to,
    },
    online,
  );
}
