import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';
import { useAskedBranch } from '../../../session/my-branch';

/** Stock at the person's branch (else the nearest or first branch that holds it) per sku of the basket's lines. */
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
          // The person's branch (listed even when it holds none), else the best that holds it;
          // an empty list means no branch holds it.
          const first = info.stock[0];
          return [info.sku, { where: first?.location.name ?? null, stock: first?.stock ?? 0 }] as const;
        }),
      );
    },
  });
}
