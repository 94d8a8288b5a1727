import type { RouteDeps } from '../../http/route-deps';

/** Categories, products, price and stock, compatibility (trade-features §7 "Categories, search"). */
export function catalogueRoutes({ route, services }: RouteDeps): void {
  const { catalogue, shopper } = services;

  route('categoryTree', {
    handler: async () => {
      const members = await catalogue.tree();
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });

  route('category', { handler: async ({ params }) => catalogue.category(params.slug) });

  route('productsByCategory', {
    handler: async ({ params, query, auth }) => {
      const { members, total } = await catalogue.productsByCategory(params.id, {
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        sort: query.sort,
        attributes: parseAttributeFilters(query.attr ?? []),
        tecdocId: await shopper.activeTecdocId(auth),
        currency: query.currency,
      });
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },
  });

  route('categoryCountsForVehicle', {
    handler: async ({ auth }) => {
      const tecdocId = await shopper.activeTecdocId(auth);
      return { tecdocId, counts: tecdocId ? await catalogue.categoryCountsForVehicle(tecdocId) : {} };
    },
  });

  route('productFilters', {
    handler: async ({ body, auth }) => ({
      filters: await catalogue.filters(body.categoryId, {
        skus: body.productSkus,
        attributes: parseAttributeFilters(body.attr ?? []),
        tecdocId: await shopper.activeTecdocId(auth),
      }),
    }),
  });

  route('vehicleSpecificProducts', {
    handler: async ({ params, query, auth }) => {
      const { members, total } = await catalogue.productsByCategory(params.id, {
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        exhaustSystemId: query.exhaustSystemId,
        tecdocId: await shopper.activeTecdocId(auth),
        currency: query.currency,
      });
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },
  });

  route('vehicleSpecificProductsSearch', {
    handler: async ({ body, query, auth }) => {
      const { members, total } = await catalogue.productsByCategory(body.category, {
        page: 1,
        itemsPerPage: 100,
        exhaustSystemId: body.filters?.exhaustSystemId,
        tecdocId: body.vehicleOptions?.tecdocId ?? (await shopper.activeTecdocId(auth)),
        currency: query.currency,
      });
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },
  });

  route('product', { handler: async ({ params, query }) => catalogue.product(params.idOrSlug, query.currency) });

  route('productImage', { handler: async ({ params }) => catalogue.productImage(params.sku, params.view) });

  route('productsBySkus', {
    handler: async ({ body, query }) => {
      const members = await catalogue.bySkus(body.skus, query.currency);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });

  route('productRelations', {
    handler: async ({ params, query }) => {
      const members = await catalogue.relations(params.sku, query.currency);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });

  route('raindataInformation', {
    handler: async ({ body }) => ({ partInformation: await catalogue.partInformation(body.productSkus) }),
  });

  route('productInformation', {
    handler: async ({ query, auth }) => {
      const members = await catalogue.information(query.skus, query.branch ?? shopper.branchId(auth), query.currency);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });

  route('productCompatibility', {
    handler: async ({ query, auth }) => {
      const members = await catalogue.compatibility(query.skus, query.tecdocId ?? (await shopper.activeTecdocId(auth)));
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
}

/** `code:value` → { code, value }; a value may itself hold colons. */
function parseAttributeFilters(filters: string[]): { code: string; value: string }[] {
  return filters
    .map((filter) => {
      const at = filter.indexOf(':');
      return at > 0 ? { code: filter.slice(0, at), value: filter.slice(at + 1) } : undefined;
    })
    .filter((filter): filter is { code: string; value: string } => filter !== undefined);
}
