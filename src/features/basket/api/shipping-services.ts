import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { shippingRoutes } from '../../../../contract/shipping/routes';
import type { ShippingService } from '../../../../contract/shipping/schemas';
import { afterFirstScreen } from '../../../db/after-first-screen';
import { apiRequest } from '../../../session/api-request';

const RECORD_KEY = 'shipping-services';
// The device's copy (Dexie) loads with the first answer, not with the pages that price (issue 23).
const records = () => import('../../../db/catalogue-records');

/**
 * Active shipping services (§7: status=active, itemsPerPage=1000). The last list is kept on the
 * device, so that the basket re-prices shipping offline.
 */
export const shippingServicesQuery = queryOptions({
  queryKey: ['shipping-services'],
  queryFn: async ({ signal }): Promise<ShippingService[]> => {
    try {
      const answer = await apiRequest(shippingRoutes.shippingServices, {
        query: { status: 'active', itemsPerPage: '1000' },
        signal,
      });
      const services = answer['hydra:member'];
      // Kept once the first screen is up: the product page asks for this list as it renders.
      void afterFirstScreen()
        .then(records)
        .then(({ saveCatalogueRecord }) => saveCatalogueRecord(RECORD_KEY, services))
        .catch(() => {});
      return services;
    } catch (error) {
      const kept = await records()
        .then(({ readCatalogueRecord }) => readCatalogueRecord(RECORD_KEY))
        .catch(() => undefined);
      if (kept) return kept.value as ShippingService[];
      throw error;
    }
  },
  staleTime: 10 * 60_000,
  // Runs offline too: the kept list answers then (queries otherwise pause while offline).
  networkMode: 'always',
  retry: false,
  // Opened offline with no list kept, the query ends in an error: back online, ask again at once
  // (a failed query is otherwise only asked again when something remounts it).
  refetchOnReconnect: 'always',
});

export function useShippingServices() {
  return useQuery(shippingServicesQuery);
}

/**
 * The services known now, without waiting on the network: the cache's, else the list kept on the
 * device, else none (and the list is asked for behind, for the next time). "Add to basket" prices
 * with these: a line is recorded at once, even on a line that accepts requests and never answers.
 * A basket has a shipping service chosen only once its page has shown the list, which keeps it.
 */
export async function knownShippingServices(client: QueryClient): Promise<ShippingService[]> {
  const cached = client.getQueryData(shippingServicesQuery.queryKey);
  if (cached) return cached;
  void client.prefetchQuery(shippingServicesQuery);
  const kept = await records()
    .then(({ readCatalogueRecord }) => readCatalogueRecord(RECORD_KEY))
    .catch(() => undefined);
  return (kept?.value as ShippingService[] | undefined) ?? [];
}
