import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '../../../../contract/locations/schemas';
import { LOCATIONS_PAGE_SIZE, locationRoutes } from '../../../../contract/locations/routes';
import { apiRequest } from '../../../session/api-request';

/**
 * GET /locations?itemsPerPage=1000&locationPageStatus=active: every open store, the store
 * locator's list (trade-features §7 "Locations", §9 page size 1000).
 */
export const storesQuery = queryOptions({
  queryKey: ['locations', 'active'],
  queryFn: ({ signal }) =>
    apiRequest(locationRoutes.locations, {
      query: { itemsPerPage: String(LOCATIONS_PAGE_SIZE), locationPageStatus: 'active' },
      signal,
    }),
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
