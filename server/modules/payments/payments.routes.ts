import type { RouteDeps } from '../../http/route-deps';

/** POST /payment-transactions: pay an order on account. */
export function paymentsRoutes({ route, services }: RouteDeps): void {
  route('createPaymentTransaction', { handler: async ({ auth, body }) => services.payments.pay(auth, body) });
}
