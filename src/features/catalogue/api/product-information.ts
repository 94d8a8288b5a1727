import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import type { ProductInformation } from '../../../../contract/catalogue/schemas';
import { productInformationOrEmpty } from '../../../../contract/money/price-on-request';
import { apiRequest } from '../../../session/api-request';
import { useAskedBranch } from '../../../session/my-branch';
import { usePricing } from '../../../ui/pricing-context';

/**
 * GET /products/product-information for skus: price and stock per branch. Abortable: a page
 * left before the answer cancels it, and the abort is only logged (trade-features §8).
 */
export const productInformationKey = ['catalogue', 'product-information'] as const;

interface InformationAnswer {
  'hydra:member': ProductInformation[];
  'hydra:totalItems': number;
}

/**
 * "Product information is empty if no product has a price or none is shown on the website"
 * (trade-features §5): the server answers every sku asked (api-routes: one per sku), and the
 * client keeps the whole answer or nothing, as the rule in contract/money says.
 */
export function informationShown(answer: InformationAnswer): InformationAnswer {
  const kept = productInformationOrEmpty(Object.fromEntries(answer['hydra:member'].map((info) => [info.sku, info])));
  const members = answer['hydra:member'].filter((info) => Object.hasOwn(kept, info.sku));
  return members.length === answer['hydra:member'].length
    ? answer
    : { 'hydra:member': members, 'hydra:totalItems': members.length };
}

export function useProductInformation(skus: string[]) {
  const sorted = [...new Set(skus)].sort();
  // A guest's or retail customer's branch from this device; choosing another refetches.
  const branch = useAskedBranch();
  const { currency } = usePricing();
  return useQuery({
    queryKey: [...productInformationKey, sorted, branch ?? null, currency],
    queryFn: ({ signal }) =>
      apiRequest(catalogueRoutes.productInformation, { query: { skus: sorted, branch, currency }, signal }),
    select: informationShown,
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
