import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { isTransient } from '../../../api/api-error';
import { readOr } from '../../../db/app-db';
import { packItemsBySku } from '../../../db/catalogue-pack';
import { packItemToSummary } from '../../../catalogue-pack/pack-summary';
import { apiRequest } from '../../../session/api-request';

/** The offline catalogue's copy of these parts, as the catalogue's summaries. */
async function fromPack(skus: string[], currency: 'GBP' | 'EUR'): Promise<ProductSummary[]> {
  const rows = await readOr(() => packItemsBySku(skus), []);
  return rows.map((row) => packItemToSummary(row, currency));
}

/**
 * The catalogue's word on the parts of a recommended job (issue 46): name, brand, price and unit
 * of sale, never typed on the tablet. Online, the catalogue's own answer at the person's prices;
 * offline (or when that fails), the branch's offline catalogue on this device. A part found in
 * neither is shown by its sku only.
 */
export function useCatalogueParts(skus: readonly string[], currency: 'GBP' | 'EUR', online: boolean) {
  const sorted = [...new Set(skus)].sort();
  const query = useQuery({
    queryKey: ['health-check-job-parts', sorted, currency, online],
    queryFn: async ({ signal }) => {
      if (!online) return fromPack(sorted, currency);
      try {
        const answer = await apiRequest(catalogueRoutes.productsBySkus, {
          body: { skus: sorted },
          query: { currency },
          signal,
        });
        return answer['hydra:member'];
      } catch (error) {
        if (isTransient(error)) return fromPack(sorted, currency);
        throw error;
      }
    },
    enabled: sorted.length > 0,
    networkMode: 'always',
    retry: false,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
  return new Map((query.data ?? []).map((product) => [product.sku, product]));
}
