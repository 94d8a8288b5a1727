import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { returnRoutes } from '../../../../contract/returns/routes';
import type { DigitalReturn } from '../../../../contract/returns/schemas';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

export const RETURNS_PER_PAGE = 10;

/** GET /orders/{id}/digital-return-products: what of the order can come back, and why not. */
export const returnProductsQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ['returns', 'products', userId, orderId],
    queryFn: ({ signal }) => apiRequest(returnRoutes.digitalReturnProducts, { params: { id: orderId }, signal }),
    staleTime: 30_000,
  });

export const useReturnProducts = (orderId: string) =>
  useQuery({ ...returnProductsQuery(useSession().claims?.id ?? '', orderId), enabled: Boolean(orderId) });

/** GET /digital-returns, newest first. */
export const returnsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['returns', 'list', userId, page],
    queryFn: ({ signal }) =>
      apiRequest(returnRoutes.digitalReturns, {
        query: { page: String(page), itemsPerPage: String(RETURNS_PER_PAGE) },
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useReturns = (page: number) => useQuery(returnsQuery(useSession().claims?.id ?? '', page));

/**
 * How long until the return may have moved on: the van's round when it is approved (read again
 * just after it), a minute while the branch decides; never for a return at rest.
 */
export function nextLookIn(value: DigitalReturn | undefined, now = Date.now()): number | false {
  if (!value) return false;
  if (value.state === 'approved' && value.collectAt)
    return Math.min(Math.max(Date.parse(value.collectAt) - now + 1_000, 1_000), 60_000);
  return value.state === 'requested' || value.state === 'collected' ? 60_000 : false;
}

/** GET /digital-returns/{id}: read again when its next step is due, so the page follows it. */
export const useReturn = (id: string) =>
  useQuery({
    queryKey: ['returns', 'return', useSession().claims?.id ?? '', id],
    queryFn: ({ signal }) => apiRequest(returnRoutes.digitalReturn, { params: { id }, signal }),
    refetchInterval: (query) => nextLookIn(query.state.data),
  });
