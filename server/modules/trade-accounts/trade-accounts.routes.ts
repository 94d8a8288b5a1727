import type { RouteDeps } from '../../http/route-deps';

/** PUT /users/change-babbage-account/{id} and GET / PUT /babbage-accounts: the key-account switcher. */
export function tradeAccountsRoutes({ route, services }: RouteDeps): void {
  route('changeBabbageAccount', {
    handler: async ({ auth, params }) => services.tradeAccounts.changeActive(auth, params.id),
  });
  route('babbageAccounts', { handler: async ({ auth }) => services.tradeAccounts.list(auth) });
  route('putBabbageAccounts', { handler: async ({ auth, body }) => services.tradeAccounts.putActive(auth, body) });
}
