import { useQuery } from '@tanstack/react-query';
import { LOCATIONS_PAGE_SIZE, locationRoutes } from '../../../../contract/locations/routes';
import { apiRequest } from '../../../session/api-request';

/** Every open store, to choose the pack's branch from (the store locator's query and cache key). */
export function useStores() {
  return useQuery({
    queryKey: ['locations', 'storefront'],
    queryFn: ({ signal }) =>
      apiRequest(locationRoutes.storefrontLocations, { query: { itemsPerPage: String(LOCATIONS_PAGE_SIZE) }, signal }),
    staleTime: 30 * 60_000,
  });
}
