import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';
import { useAskedBranch } from '../../../session/my-branch';

/** Stock at the person's branch (else the best branch) per sku of the basket's lines. */
export function useLineStock(skus: readonly string[]) {
  const sorted = [...new Set(skus)].sort();
  // A guest's or retail customer's branch from this device, first in the answer.
  const branch = useAskedBranch();
  return useQuery({
    queryKey: ['basket-stock', sorted, branch ?? null],
    enabled: sorted.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(catalogueRoutes.productInformation, { query: { skus: sorted, branch }, signal });
      return new Map(
        answer['hydra:member'].map((info) => {
          const first = info.stock[0];
          return [info.sku, first ? { where: first.location.name, stock: first.stock } : null] as const;
        }),
      );
    },
  });
}
