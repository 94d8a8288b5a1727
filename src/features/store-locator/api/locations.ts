import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '../../../../contract/locations/schemas';
import { LOCATIONS_PAGE_SIZE, locationRoutes } from '../../../../contract/locations/routes';
import { apiRequest } from '../../../session/api-request';

/** GET /storefront/locations?itemsPerPage=1000: every open store (trade-features §9). */
export const storesQuery = queryOptions({
  queryKey: ['locations', 'storefront'],
  queryFn: ({ signal }) =>
    apiRequest(locationRoutes.storefrontLocations, { query: { itemsPerPage: String(LOCATIONS_PAGE_SIZE) }, signal }),
  staleTime: 30 * 60_000,
});

export const useStores = () => useQuery(storesQuery);

/** The stores near a town, postcode or Eircode. */
export function useNearestStores(place: string, country: CountryCode) {
  return useQuery({
    queryKey: ['locations', 'nearest', place, country],
    queryFn: ({ signal }) => apiRequest(locationRoutes.nearestLocations, { query: { place, country }, signal }),
    enabled: place.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30 * 60_000,
  });
}

/** GET /locations/slug/{slug}: one store's page. */
export function useStore(slug: string) {
  return useQuery({
    queryKey: ['locations', 'slug', slug],
    queryFn: ({ signal }) => apiRequest(locationRoutes.locationBySlug, { params: { slug }, signal }),
    staleTime: 30 * 60_000,
  });
}
