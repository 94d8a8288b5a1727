import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';

/** GET /storefront/product/{id or slug}; a 404 answers the server's description (storefront-core §8). */
export const productQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', idOrSlug],
    queryFn: ({ signal }) => apiRequest(catalogueRoutes.product, { params: { idOrSlug }, signal }),
    staleTime: 5 * 60_000,
  });

export const useProduct = (idOrSlug: string) => useQuery(productQuery(idOrSlug));

/** GET /product-relations/sku/{sku}. */
export function useProductRelations(sku: string | undefined) {
  return useQuery({
    queryKey: ['catalogue', 'relations', sku],
    queryFn: ({ signal }) => apiRequest(catalogueRoutes.productRelations, { params: { sku: sku ?? '' }, signal }),
    enabled: sku !== undefined,
    staleTime: 10 * 60_000,
  });
}
