import type { RouteDeps } from '../../http/route-deps';

/** The basket calls of storefront-core §7 (confirm: modules/orders). Thin: the service has the rules. */
export function basketRoutes({ route, services }: RouteDeps): void {
  route('createBasket', {
    handler: async ({ auth, body, setStatus }) => {
      const { basket, created } = await services.basket.create(auth, body);
      if (!created) setStatus(200);
      return basket;
    },
  });
  route('basket', { handler: async ({ auth, params }) => services.basket.get(auth, params.id) });
  route('deleteBasket', {
    handler: async ({ auth, params }) => {
      await services.basket.remove(auth, params.id);
    },
  });
  route('basketTotals', { handler: async ({ auth, params }) => (await services.basket.get(auth, params.id)).totals });
  route('updateBasket', { handler: async ({ auth, params, body }) => services.basket.update(auth, params.id, body) });
  route('applyPromotionCodes', {
    handler: async ({ auth, params, body }) => services.basket.applyPromotionCodes(auth, params.id, body),
  });
  route('removePromotionCode', {
    handler: async ({ auth, params }) => services.basket.removePromotionCode(auth, params.id, params.code),
  });
  route('convertBasket', {
    handler: async ({ auth, params, body }) => services.basket.convert(auth, params.id, body.version),
  });
}
