import { queryOptions, useQuery } from '@tanstack/react-query';
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
