import type { RouteDeps } from '../../http/route-deps';

/** The workshop board's calls (design/api-routes.md, "Clocking and the workshop board"). */
export function workshopBoardRoutes({ route, services }: RouteDeps): void {
  route('workshopBoard', {
    handler: async ({ auth, query, reply }) => {
      const board = await services.workshopBoard.read(auth, query.date);
      // The board's own version, not a hash of the body: @fastify/etag answers 304 on If-None-Match.
      reply.header('etag', `W/"${board.version}"`);
      reply.header('cache-control', 'private, no-cache');
      return board;
    },
  });
  route('assignWorkOrder', {
    handler: async ({ auth, params, body }) => services.workshopBoard.assign(auth, params.id, body),
  });
}
