import type { RouteDeps } from '../../http/route-deps';

/** The branch catalogue pack and its deltas (issue 8). */
export function cataloguePackRoutes({ route, services }: RouteDeps): void {
  route('cataloguePack', {
    handler: async ({ params, query }) =>
      services.cataloguePack.page({
        branchId: params.branchId,
        since: query.since,
        after: query.after,
        limit: query.limit,
      }),
  });
}
