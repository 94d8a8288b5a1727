import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderRoutes } from '../../../../contract/orders/routes';
import type { Order } from '../../../../contract/orders/schemas';
import { savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

export const ORDERS_PER_PAGE = 25;

/** Whose orders: the person's own, or every order of their active trade account (trade §7). */
export type OrdersScope = 'mine' | 'account';

export interface OrdersFilter {
  scope: OrdersScope;
  vehicle: string;
  customerReference: string;
  /** yyyy-MM-dd, both days included; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

/** The next day, so that "to 12 March" includes the whole of 12 March. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function ordersQueryParams(filter: OrdersFilter) {
  const vehicle = filter.vehicle.replace(/\s+/g, '').toUpperCase();
  const customerReference = filter.customerReference.trim();
  return {
    page: String(filter.page),
    itemsPerPage: String(ORDERS_PER_PAGE),
    ...(vehicle && { vehicle }),
    ...(customerReference && { customerReference }),
    ...(filter.from && { 'createdAt[after]': filter.from }),
    ...(filter.to && { 'createdAt[before]': dayAfter(filter.to) }),
  };
}

/**
 * GET /users-orders or /users-babbage-account-orders, newest first. Each answer is kept on the
 * device for its person (db/saved-reads), so a list seen once opens offline and after a reload
 * (offline, the default `offlineFirst` still tries once, and that try answers the kept copy).
 */
export const ordersQuery = (userId: string, filter: OrdersFilter) =>
  queryOptions({
    queryKey: ['orders', 'list', userId, filter],
    queryFn: ({ signal }) =>
      savedRead(userId, `orders/list/${JSON.stringify(filter)}`, () =>
        apiRequest(filter.scope === 'account' ? orderRoutes.usersBabbageAccountOrders : orderRoutes.usersOrders, {
          query: ordersQueryParams(filter),
          signal,
        }),
      ),
    staleTime: 60_000,
    // Changing page or filter keeps the last list on screen instead of a blank spinner.
    placeholderData: keepPreviousData,
  });

export const useOrders = (filter: OrdersFilter) => useQuery(ordersQuery(useSession().claims?.id ?? '', filter));

export const orderQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: ['orders', 'order', userId, id],
    queryFn: ({ signal }) =>
      savedRead(userId, `orders/order/${id}`, () => apiRequest(orderRoutes.order, { params: { id }, signal })),
    staleTime: 60_000,
  });

export const useOrder = (id: string) => useQuery(orderQuery(useSession().claims?.id ?? '', id));

/** POST /orders/{id}/cancel: needs the network (it moves stock and payments), so never queued. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  const userId = useSession().claims?.id ?? '';
  return useMutation({
    mutationFn: (): Promise<Order> => apiRequest(orderRoutes.cancelOrder, { params: { id } }),
    // The cancel is not replayed from an outbox: offline it fails at once and says so.
    networkMode: 'always',
    onSuccess: async (order) => {
      const saved: Saved<Order> = { value: order, savedAt: Date.now(), fromDevice: false };
      queryClient.setQueryData(orderQuery(userId, id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
