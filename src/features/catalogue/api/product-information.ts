import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';
import { useAskedBranch } from '../../../session/my-branch';
import { usePricing } from '../../../ui/pricing-context';

/**
 * GET /products/product-information for skus: price and stock per branch. Abortable: a page
 * left before the answer cancels it, and the abort is only logged (trade-features §8).
 */
export const productInformationKey = ['catalogue', 'product-information'] as const;

export function useProductInformation(skus: string[]) {
  const sorted = [...new Set(skus)].sort();
  // A guest's or retail customer's branch from this device; choosing another refetches.
  const branch = useAskedBranch();
  const { currency } = usePricing();
  return useQuery({
    queryKey: [...productInformationKey, sorted, branch ?? null, currency],
    queryFn: ({ signal }) => apiRequest(catalogueRoutes.productInformation, { query: { skus: sorted, branch, currency }, signal }),
    enabled: sorted.length > 0,
    staleTime: 30_000,
  });
}

/** GET /storefront/product-compatibility: does each sku fit the active vehicle. */
export function useCompatibility(skus: string[]) {
  const sorted = [...new Set(skus)].sort();
  return useQuery({
    queryKey: ['catalogue', 'compatibility', sorted],
    queryFn: ({ signal }) => apiRequest(catalogueRoutes.productCompatibility, { query: { skus: sorted }, signal }),
    enabled: sorted.length > 0,
    staleTime: 60_000,
  });
}
