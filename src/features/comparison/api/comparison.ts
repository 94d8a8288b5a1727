import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { comparisonMessages } from '../../../../contract/comparison/comparison-rules';
import { comparisonRoutes } from '../../../../contract/comparison/routes';
import type { ComparisonProduct } from '../../../../contract/comparison/schemas';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';
import { comparisonStore, storeComparison } from '../comparison-store';
import { usePricing } from '../../../ui/pricing-context';

export const comparisonKey = ['comparison'] as const;

/**
 * GET /storefront/product-comparisons: the session's comparison, mirrored into
 * 'product_comparison'. It waits for the session the app starts: the panel on every page must
 * never start a second one of its own. The query is per session, so a login or logout refetches.
 */
export function useComparisonProducts() {
  const session = useSession();
  const { currency } = usePricing();
  return useQuery<ComparisonProduct[]>({
    queryKey: [...comparisonKey, session.claims?.id ?? null, currency],
    enabled: session.status === 'ready' && session.claims !== null,
    queryFn: async ({ signal }): Promise<ComparisonProduct[]> => {
      const answer = await apiRequest(comparisonRoutes.comparisonProducts, { query: { currency }, signal });
      storeComparison(answer['hydra:member']);
      return answer['hydra:member'];
    },
    // What was last known ('product_comparison') shows at once, and offline, until the server answers.
    placeholderData: (): ComparisonProduct[] | undefined => {
      const stored = Object.values(comparisonStore.read());
      return stored.length ? stored : undefined;
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
  const session = useSession();
  const { currency } = usePricing();
  const key = [...comparisonKey, session.claims?.id ?? null, currency];
  const settle = (products: ComparisonProduct[]) => {
    queryClient.setQueryData(key, products);
    storeComparison(products);
  };
  const add = useMutation({
    mutationFn: (sku: string) => apiRequest(comparisonRoutes.addComparisonProduct, { body: { sku }, query: { currency } }),
    onSuccess: (answer) => settle(answer.products),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(comparisonRoutes.removeComparisonProduct, { params: { id } }),
    onSuccess: (_answer, id) => settle((queryClient.getQueryData<ComparisonProduct[]>(key) ?? []).filter((p) => p.id !== id)),
  });
  return { add, remove };
}
