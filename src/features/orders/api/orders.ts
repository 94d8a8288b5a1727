import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderRoutes } from '../../../../contract/orders/routes';
import type { HydraCollection } from '../../../../contract/http/hydra';
import type { Order, OrderListItem } from '../../../../contract/orders/schemas';
import { ApiError } from '../../../api/api-error';
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

/** A page of orders, and whose they turned out to be: the account's when the person's own were refused. */
export type OrdersPage = HydraCollection<OrderListItem> & { answeredBy: OrdersScope };

/**
 * GET /users-orders, or /users-babbage-account-orders for the account's; when the person's own
 * are refused with 403, the account's instead (trade §7 "fallback /users-babbage-account-orders").
 */
async function fetchOrders(filter: OrdersFilter, signal: AbortSignal): Promise<OrdersPage> {
  const query = ordersQueryParams(filter);
  const account = async (): Promise<OrdersPage> => ({
    ...(await apiRequest(orderRoutes.usersBabbageAccountOrders, { query, signal })),
    answeredBy: 'account',
  });
  if (filter.scope === 'account') return account();
  try {
    return { ...(await apiRequest(orderRoutes.usersOrders, { query, signal })), answeredBy: 'mine' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return account();
    throw error;
  }
}

/**
 * The orders, newest first. Each answer is kept on the device for its person (db/saved-reads), so
 * a list seen once opens offline and after a reload (offline, the default `offlineFirst` still
 * tries once, and that try answers the kept copy).
 */
export const ordersQuery = (userId: string, filter: OrdersFilter) =>
  queryOptions({
    queryKey: ['orders', 'list', userId, filter],
    queryFn: ({ signal }) =>
      savedRead(userId, `orders/list/${JSON.stringify(filter)}`, () => fetchOrders(filter, signal)),
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
