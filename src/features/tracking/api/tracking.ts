import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackingRoutes } from '../../../../contract/tracking/routes';
import type { TrackingStatus, WismoOrderListInput } from '../../../../contract/tracking/schemas';
import { savedRead } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

export const TRACKING_PER_PAGE = 10;

export interface TrackingFilter {
  /** '' for any status. */
  status: TrackingStatus | '';
  customerRef: string;
  vrm: string;
  /** yyyy-MM-dd, the day the order was placed; '' for any day. */
  date: string;
  page: number;
}

export function wismoListBody(filter: TrackingFilter): WismoOrderListInput {
  const customerRef = filter.customerRef.trim();
  const vrm = filter.vrm.replace(/\s+/g, '').toUpperCase();
  return {
    limit: TRACKING_PER_PAGE,
    page: filter.page,
    ...(filter.status && { status: filter.status }),
    ...(customerRef && { customerRef }),
    ...(vrm && { vrm }),
    ...(filter.date && { date: filter.date }),
  };
}

const useUserId = () => useSession().claims?.id ?? '';

/**
 * POST /account/wismo-order-list. Kept on the device for its person (db/saved-reads), as the
 * orders are, so a list seen once opens offline and after a reload, marked as a saved copy.
 */
export function useTrackingList(filter: TrackingFilter) {
  const userId = useUserId();
  return useQuery({
    queryKey: ['tracking', 'list', userId, filter],
    queryFn: ({ signal }) =>
      savedRead(userId, `tracking/list/${JSON.stringify(filter)}`, () =>
        apiRequest(trackingRoutes.wismoOrderList, { body: wismoListBody(filter), signal }),
      ),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** POST /account/wismo-order: one order's events; a 404 (no data) is never hidden by an old copy. */
export function useWismoOrder(ref: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: ['tracking', 'order', userId, ref],
    queryFn: ({ signal }) =>
      savedRead(userId, `tracking/order/${ref}`, () =>
        apiRequest(trackingRoutes.wismoOrder, { body: { ref }, signal }),
      ),
    staleTime: 30_000,
  });
}

/**
 * "Refresh": POST /account/update-wismo-orders asks for these orders' latest events, then the
 * screens read them again. Needs the network, so it is never queued.
 */
export function useRefreshTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refs: string[]) => apiRequest(trackingRoutes.updateWismoOrders, { body: { refs } }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tracking'] }),
  });
}
