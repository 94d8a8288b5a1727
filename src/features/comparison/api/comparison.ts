import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { comparisonMessages } from '../../../../contract/comparison/comparison-rules';
import { comparisonRoutes } from '../../../../contract/comparison/routes';
import type { ComparisonProduct } from '../../../../contract/comparison/schemas';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { storeComparison } from '../comparison-store';

export const comparisonKey = ['comparison'] as const;

/** GET /storefront/product-comparisons: the session's comparison, mirrored into 'product_comparison'. */
export function useComparisonProducts() {
  return useQuery({
    queryKey: comparisonKey,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(comparisonRoutes.comparisonProducts, { signal });
      storeComparison(answer['hydra:member']);
      return answer['hydra:member'];
    },
    staleTime: 60_000,
  });
}

/** An add shows the server's description when it gives one, else the specification's text (§8). */
export function comparisonErrorText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : comparisonMessages.failure;
}

export function useComparisonChanges() {
  const queryClient = useQueryClient();
  const settle = (products: ComparisonProduct[]) => {
    queryClient.setQueryData(comparisonKey, products);
    storeComparison(products);
  };
  const add = useMutation({
    mutationFn: (sku: string) => apiRequest(comparisonRoutes.addComparisonProduct, { body: { sku } }),
    onSuccess: (answer) => settle(answer.products),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(comparisonRoutes.removeComparisonProduct, { params: { id } }),
    onSuccess: (_answer, id) => settle((queryClient.getQueryData<ComparisonProduct[]>(comparisonKey) ?? []).filter((p) => p.id !== id)),
  });
  return { add, remove };
}
