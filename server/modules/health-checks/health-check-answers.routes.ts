import type { RouteDeps } from '../../http/route-deps';
import { shareOrigin } from '../quotes/quotes.service';

/** The customer's answer (issue 46): the link, its report and photos, answers, deferred work. Thin. */
export function healthCheckAnswersRoutes({ route, services }: RouteDeps): void {
  const { shares, answers } = services.healthCheckAnswers;
  route('shareHealthCheck', {
    handler: async ({ auth, params, request }) => shares.share(auth, params.id, shareOrigin(request, shares.appUrl)),
  });
  route('withdrawHealthCheckShare', {
    handler: async ({ auth, params }) => {
      await shares.withdraw(auth, params.id);
    },
  });
  route('answerHealthCheck', { handler: async ({ auth, params, body }) => answers.staff(auth, params.id, body) });
  route('deferredWork', { handler: async ({ auth, query }) => answers.deferred(auth, query) });
  route('sharedHealthCheck', { handler: async ({ params }) => shares.shared(params.token) });
  route('sharedHealthCheckAnswers', {
    keyOwner: (request) => shares.actor((request.params as { token: string }).token),
    handler: async ({ params, body }) => answers.customer(params.token, body.answers),
  });
  route('sharedHealthCheckPhoto', {
    handler: async ({ params, reply }) => {
      const bytes = await shares.photo(params.token, params.photoId);
      // Behind an unguessable link: the customer's browser may keep it, shared caches may not.
      reply.header('cache-control', 'private, max-age=86400, immutable');
      return bytes;
    },
  });
}
