import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';
import { useAskedBranch } from '../../../session/my-branch';
import { useOnlineStatus } from '../../../sync/online-status';

/**
 * Stock at the person's branch (else the best branch that holds it) per sku of a quote's lines,
 * read as the basket reads it (features/basket/api/line-stock.ts: the same call, the same first
 * entry), so a clerk sees on the quote what the basket will say. Needs the network; a minute fresh.
 */
export function useQuoteStock(skus: readonly string[]) {
  const sorted = [...new Set(skus)].sort();
  const branch = useAskedBranch();
  const online = useOnlineStatus();
  const query = useQuery({
    queryKey: ['quote-stock', sorted, branch ?? null],
    enabled: sorted.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(catalogueRoutes.productInformation, { query: { skus: sorted, branch }, signal });
      return new Map(
        answer['hydra:member'].map((info) => {
          const first = info.stock[0];
          return [info.sku, { where: first?.location.name ?? null, stock: first?.stock ?? 0 }] as const;
        }),
      );
    },
  });
  return { ...query, online };
}

/** The stock of one line in words, as the basket's lines say it. */
export function stockWords(stock: ReturnType<typeof useQuoteStock>, sku: string): string {
  const line = stock.data?.get(sku);
  if (!stock.online && !stock.data) return 'Stock shows when you are back online';
  if (stock.isPending) return 'Checking stock…';
  if (stock.isError || !line) return 'Stock could not be checked';
  if (line.stock > 0) return `${line.stock} in stock at ${line.where}`;
  return line.where ? `Out of stock at ${line.where}` : 'Out of stock at every branch';
}
