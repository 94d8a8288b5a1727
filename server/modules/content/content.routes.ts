import type { RouteDeps } from '../../http/route-deps';

/** Menus, content elements, articles and redirects; the rules are in content.service.ts. */
export function contentRoutes({ route, services }: RouteDeps): void {
  const { content, shopper } = services;
  const collection = <T>(members: T[], total = members.length) => ({
    'hydra:member': members,
    'hydra:totalItems': total,
  });

  route('menu', { handler: async ({ params }) => content.menu(params.code) });
  route('footerMenu', { handler: async () => content.menu('footer') });
  route('headerMenuItems', {
    handler: async ({ auth, query }) =>
      collection(await content.headerMenuItems(query.filterByVehicle ? await shopper.activeTecdocId(auth) : null)),
  });
  route('menuItemsByPath', { handler: async ({ params }) => collection(await content.menuItemsByPath(params.path)) });
  route('contentElement', { handler: async ({ params }) => content.element(params.name) });
  route('articlesByCategory', {
    handler: async ({ params, query }) => {
      const { members, total } = await content.articlesByCategory(params.category, query.page, query.itemsPerPage);
      return collection(members, total);
    },
  });
  route('contentBySlug', { handler: async ({ params }) => content.article(params.slug) });
  route('articleCategoryByPath', { handler: async ({ params }) => content.category(params.path) });
  route('contentAtPath', { handler: async ({ params }) => content.atPath(params.path) });
  route('redirectByUrl', { handler: async ({ params }) => content.redirect(params.url) });
}
