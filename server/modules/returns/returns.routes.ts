import type { RouteDeps } from '../../http/route-deps';

/** Digital returns (issue 26): what can come back, why, asking for it and following it. */
export function returnsRoutes({ route, services }: RouteDeps): void {
  route('digitalReturnProducts', {
    handler: async ({ auth, params }) => services.returns.products(auth, params.id),
  });
  route('digitalReturnReasons', { handler: async () => services.returns.reasons() });
  route('createDigitalReturn', { handler: async ({ auth, body }) => services.returns.create(auth, body) });
  route('digitalReturns', { handler: async ({ auth, query }) => services.returns.list(auth, query) });
  route('digitalReturn', { handler: async ({ auth, params }) => services.returns.get(auth, params.id) });
}
