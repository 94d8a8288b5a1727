import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';
import { usePricing } from '../../../ui/pricing-context';
import type { PriceListCurrency } from '../../../../contract/money/price-list';

/** GET /storefront/product/{id or slug}; a 404 answers the server's description (storefront-core §8). */
export const productQuery = (idOrSlug: string, currency: PriceListCurrency) =>
  queryOptions({
    queryKey: ['catalogue', 'product', idOrSlug, currency],
    queryFn: ({ signal }) => apiRequest(catalogueRoutes.product, { params: { idOrSlug }, query: { currency }, signal }),
    staleTime: 5 * 60_000,
  });

export const useProduct = (idOrSlug: string) => useQuery(productQuery(idOrSlug, usePricing().currency));

/** GET /product-relations/sku/{sku}. */
export function useProductRelations(sku: string | undefined) {
  const { currency } = usePricing();
  return useQuery({
    queryKey: ['catalogue', 'relations', sku, currency],
    queryFn: ({ signal }) =>
      apiRequest(catalogueRoutes.productRelations, { params: { sku: sku ?? '' }, query: { currency }, signal }),
    enabled: sku !== undefined,
    staleTime: 10 * 60_000,
  });
}
