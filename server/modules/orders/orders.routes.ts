import type { RouteDeps } from '../../http/route-deps';

/** Confirming a basket into an order, reading orders (storefront-core §7) and cancelling one (issue 26). */
export function ordersRoutes({ route, services }: RouteDeps): void {
  route('confirmBasket', {
    handler: async ({ auth, params, body }) => services.checkout.confirm(auth, params.id, body),
  });
  route('usersOrders', { handler: async ({ auth, query }) => services.orders.list(auth, query) });
  route('usersBabbageAccountOrders', {
    handler: async ({ auth, query }) => services.orders.listForAccount(auth, query),
  });
  route('ordersByReference', {
    handler: async ({ auth, query }) => services.orders.byReference(auth, query.reference),
  });
  route('order', { handler: async ({ auth, params }) => services.orders.get(auth, params.id) });
  route('cancelOrder', { handler: async ({ auth, params }) => services.orders.cancel(auth, params.id) });
}
