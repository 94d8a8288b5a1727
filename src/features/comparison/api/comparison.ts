import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
    // What was last known ('product_comparison') shows at once, and offline, until the server
    // answers; an empty comparison is known as well, so the start's spinner waits for the server
    // only on a device that has never been told (issue 23).
    placeholderData: (): ComparisonProduct[] | undefined => {
      const stored = comparisonStore.read();
      return stored ? Object.values(stored) : undefined;
    },
    staleTime: 60_000,
  });
}

/**
 * GET /storefront/product-comparisons?category=…: the products of the chosen category, as the
 * specification reads them (trade-features §7). A 404 (the category was emptied meanwhile, in
 * another tab) is silent (§8): the answer is null and the panel falls back to the list.
 */
export function useComparisonCategory(category: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const session = useSession();
  const { currency } = usePricing();
  const userId = session.claims?.id ?? null;
  const query = useQuery<ComparisonProduct[] | null>({
    queryKey: [...comparisonKey, userId, currency, 'category', category],
    enabled: enabled && category !== null && session.status === 'ready' && session.claims !== null,
    queryFn: async ({ signal }): Promise<ComparisonProduct[] | null> => {
      try {
        const answer = await apiRequest(comparisonRoutes.comparisonProducts, {
          query: { category: category ?? '', currency },
          signal,
        });
        return answer['hydra:member'];
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
  // Gone: the list is read again, and the first category left is chosen (trade-features §4).
  const gone = query.data === null;
  useEffect(() => {
    // A read of the list already under way is kept, not cancelled and asked again.
    if (gone)
      void queryClient.invalidateQueries(
        { queryKey: [...comparisonKey, userId, currency], exact: true },
        { cancelRefetch: false },
      );
  }, [gone, userId, currency, queryClient]);
  return query;
}

/**
 * An add shows the server's description when it gives one (§8), in its own words (the message
 * of a violation rather than the description's 'sku: …' form); an answer without one (a bare
 * 500, a network failure) shows the specification's text, never "An unknown error occurred".
 */
export function comparisonErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return comparisonMessages.failure;
  const [violation] = error.violations;
  if (violation?.message) return violation.message;
  const body = error.body;
  const description =
    body && typeof body === 'object' ? (body as Record<string, unknown>)['hydra:description'] : undefined;
  return typeof description === 'string' && description.trim() !== '' ? description : comparisonMessages.failure;
}

export function useComparisonChanges() {
  const queryClient = useQueryClient();
  const session = useSession();
  const { currency } = usePricing();
  const key = [...comparisonKey, session.claims?.id ?? null, currency];
  const settle = (products: ComparisonProduct[]) => {
    queryClient.setQueryData(key, products);
    storeComparison(products);
    // The category read is out of date: until it is read again the panel shows the list's.
    void queryClient.resetQueries({ queryKey: [...key, 'category'] });
  };
  const add = useMutation({
    mutationFn: (sku: string) =>
      apiRequest(comparisonRoutes.addComparisonProduct, { body: { sku }, query: { currency } }),
    onSuccess: (answer) => settle(answer.products),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(comparisonRoutes.removeComparisonProduct, { params: { id } }),
    onSuccess: (_answer, id) =>
      settle((queryClient.getQueryData<ComparisonProduct[]>(key) ?? []).filter((p) => p.id !== id)),
  });
  return { add, remove };
}
