import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';

/** Stock at the person's branch (else the best branch) per sku of the basket's lines. */
export function useLineStock(skus: readonly string[]) {
  const sorted = [...new Set(skus)].sort();
  return useQuery({
    queryKey: ['basket-stock', sorted],
    enabled: sorted.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(catalogueRoutes.productInformation, { query: { skus: sorted }, signal });
      return new Map(
        answer['hydra:member'].map((info) => {
          const first = info.stock[0];
          return [info.sku, first ? { where: first.location.name, stock: first.stock } : null] as const;
        }),
      );
    },
  });
}
