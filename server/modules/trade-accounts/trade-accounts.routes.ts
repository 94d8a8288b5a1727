import type { RouteDeps } from '../../http/route-deps';

/** PUT /users/change-babbage-account/{id}: the key-account switcher. */
export function tradeAccountsRoutes({ route, services }: RouteDeps): void {
  route('changeBabbageAccount', {
    handler: async ({ auth, params }) => services.tradeAccounts.changeActive(auth, params.id),
  });
}
