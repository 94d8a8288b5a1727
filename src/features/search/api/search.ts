import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchRoutes } from '../../../../contract/search/routes';
import { apiRequest } from '../../../session/api-request';
import { usePricing } from '../../../ui/pricing-context';

/**
 * GET /storefront/search. TanStack Query passes each query its own AbortSignal and aborts it
 * when the keywords change, so only the latest request is ever awaited (one request per
 * keypress once took a shop down: the box debounces too).
 */
export function useSearch(keywords: string, page = 1, itemsPerPage = 24) {
  const trimmed = keywords.trim();
  const { currency } = usePricing();
  return useQuery({
    queryKey: ['search', trimmed, page, itemsPerPage, currency],
    queryFn: ({ signal }) =>
      apiRequest(searchRoutes.search, {
        query: { keywords: trimmed, page: String(page), itemsPerPage: String(itemsPerPage), currency },
        signal,
      }),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
