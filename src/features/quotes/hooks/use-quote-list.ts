import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { quoteRoutes } from '../../../../contract/quotes/routes';
import { QUOTE_PAGE_SIZE } from '../../../../contract/quotes/schemas';
import { quotesOfUser } from '../../../db/quotes';
import { apiRequest } from '../../../session/api-request';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullListed, pullQuotes } from '../api/pull-quotes';
import { filterDeviceQuotes, queryDate, summaryOf, type QuoteFilter } from '../quote-list';

/** The device's quotes of a person, read live (so a quote made or changed here shows at once). */
export function useDeviceQuotes(userId: string) {
  return useLiveQuery(() => quotesOfUser(userId), [userId]);
}

/**
 * The quote list (§2, §7, §9): the server's get-by-user, searched and paged there, while online;
 * the device's copies, searched the same way here, while offline or when the server cannot be
 * reached. Quotes made on this device and not yet sent are listed first either way. Online, the
 * quotes listed (and the newest hundred) are kept on the device for the next outage.
 */
export function useQuoteList(userId: string, filter: QuoteFilter) {
  const online = useOnlineStatus();
  const rows = useDeviceQuotes(userId);
  const server = useQuery({
    queryKey: ['quotes', userId, filter],
    queryFn: async ({ signal }) => {
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
    },
    enabled: online && !!userId,
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (!online || !userId) return;
    const controller = new AbortController();
    pullQuotes(userId, controller.signal).catch(() => {});
    return () => controller.abort();
  }, [online, userId]);

  const deviceRows = rows ?? [];
  if (!online || server.isError) {
    const { members, total } = filterDeviceQuotes(deviceRows, filter);
    return { source: 'device' as const, members, total, loading: rows === undefined };
  }
  const unsent = deviceRows.filter((row) => row.server === null).map((row) => summaryOf(row.quote, true));
  const waiting = new Set(deviceRows.filter((row) => row.provisional).map((row) => row.id));
  const members = (server.data?.['hydra:member'] ?? []).map((summary) => ({
    ...summary,
    waiting: waiting.has(summary.id),
  }));
  const plain = filter.page === 1 && !filter.search.trim() && !filter.from && !filter.to;
  const listed = new Set(members.map((member) => member.id));
  return {
    source: 'server' as const,
    members: plain ? [...unsent.filter((quote) => !listed.has(quote.id)), ...members] : members,
    total: server.data?.['hydra:totalItems'] ?? 0,
    loading: server.isLoading,
  };
}
