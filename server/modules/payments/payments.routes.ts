import type { RouteDeps } from '../../http/route-deps';

/** POST /payment-transactions and PUT /payment-transactions/{id}: pay an order on account. */
export function paymentsRoutes({ route, services }: RouteDeps): void {
  route('createPaymentTransaction', { handler: async ({ auth, body }) => services.payments.pay(auth, body) });
  route('putPaymentTransaction', {
    handler: async ({ auth, params, body }) => services.payments.payAt(auth, params.id, body),
  });
}
