import { filterCountries } from '../../../contract/addresses/countries';
import type { RouteDeps } from '../../http/route-deps';

/**
 * GET /countries (public, cacheable). The list is the contract's (contract/addresses/countries.ts):
 * the client's address form checks the same rules offline, so there is one copy, not a table.
 */
export function countriesRoutes({ route }: RouteDeps): void {
  route('countries', {
    handler: async ({ query }) => {
      const members = filterCountries(query);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
}
