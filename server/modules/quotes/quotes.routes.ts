import type { RouteDeps } from '../../http/route-deps';
import { shareOrigin } from './share-origin';

/** `yyyy-MM-ddTHH:mm:ss` as the quote list sends it, read as UTC. */
const utc = (value: string | undefined) => (value === undefined ? undefined : new Date(`${value}Z`));

/** The quote calls of trade-features §7 and design/api-routes.md. Thin: the services have the rules. */
export function quotesRoutes({ route, services }: RouteDeps): void {
  const { quotes, baskets, shares } = services.quotes;
  route('createQuote', {
    handler: async ({ auth, body, setStatus }) => {
      const { quote, created } = await quotes.create(auth, body);
      if (!created) setStatus(200);
      return quote;
    },
  });
  route('quotes', {
    handler: async ({ auth, query }) =>
      quotes.list(auth, { page: query.page, itemsPerPage: query.itemsPerPage, order: 'modified' }),
  });
  route('quote', { handler: async ({ auth, params }) => quotes.get(auth, params.id) });
  route('replaceQuote', { handler: async ({ auth, params, body }) => quotes.replace(auth, params.id, body) });
  route('deleteQuote', {
    handler: async ({ auth, params }) => {
      await quotes.remove(auth, params.id);
    },
  });
  route('changeQuote', { handler: async ({ auth, params, body }) => quotes.change(auth, params.id, body.changes) });
  route('updateQuoteItem', { handler: async ({ auth, params, body }) => quotes.updateItem(auth, params.id, body) });
  route('deleteQuoteItem', {
    handler: async ({ auth, params, query }) => quotes.removeItem(auth, params.id, query.rev),
  });
  route('quoteFromBasket', {
    handler: async ({ auth, body, setStatus }) => {
      const { quote, created } = await baskets.fromBasket(auth, body);
      if (!created) setStatus(200);
      return quote;
    },
  });
  route('basketFromQuote', { handler: async ({ auth, body }) => baskets.toBasket(auth, body) });
  route('quotesByUser', {
    handler: async ({ auth, query }) =>
      quotes.list(auth, {
        nameOrVehicle: query.nameOrVehicle,
        after: utc(query['createdAt[after]']),
        before: utc(query['createdAt[before]']),
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        order: 'created',
      }),
  });
  route('quoteShare', {
    handler: async ({ auth, params, request }) => shares.current(auth, params.id, shareOrigin(request, shares.appUrl)),
  });
  route('createQuoteShare', {
    handler: async ({ auth, params, request }) => shares.share(auth, params.id, shareOrigin(request, shares.appUrl)),
  });
  route('deleteQuoteShare', {
    handler: async ({ auth, params }) => {
      await shares.revoke(auth, params.id);
    },
  });
  route('sharedQuote', { handler: async ({ params }) => shares.shared(params.token) });
}
