import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRIES, type Country } from '../../../../contract/addresses/countries';
import { addressRoutes } from '../../../../contract/addresses/routes';
import { readCatalogueRecord, saveCatalogueRecord } from '../../../db/catalogue-records';
import { apiRequest } from '../../../session/api-request';

const RECORD_KEY = 'countries';

/**
 * The countries an address may be in (GET /countries). The last list is kept on the device, so
 * the form works offline; before the app has ever been online it falls back to the contract's own
 * list, the one the server answers from.
 */
export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: async ({ signal }): Promise<Country[]> => {
    try {
      const answer = await apiRequest(addressRoutes.countries, { query: {}, signal });
      const countries = answer['hydra:member'];
      void saveCatalogueRecord(RECORD_KEY, countries).catch(() => {});
      return countries;
    } catch (error) {
      const kept = await readCatalogueRecord(RECORD_KEY).catch(() => undefined);
      if (kept) return kept.value as Country[];
      if (signal.aborted) throw error;
      return [...COUNTRIES];
    }
  },
  staleTime: 60 * 60_000,
  // Runs offline too: the kept list answers then (queries otherwise pause while offline).
  networkMode: 'always',
  retry: false,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
