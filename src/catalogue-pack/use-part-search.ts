import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../contract/catalogue/schemas';
import { searchRoutes } from '../../contract/search/routes';
import { apiRequest } from '../session/api-request';
import { useDebounced } from '../ui/use-debounced';
import { packItemToSummary } from './pack-summary';
import { usePackSearch } from './use-pack';

const FOUND = 12;

export interface PartSearch {
  /** What is searched for, once typing has paused (2 characters at least to search). */
  keywords: string;
  products: ProductSummary[];
  /** Answered by the offline catalogue on this device (offline, or the server's search failed). */
  fromPack: boolean;
  searching: boolean;
  /** Offline and the offline catalogue is not on this device: nothing can be found. */
  packMissing: boolean;
}

/**
 * Finding a part to put on a document (a work order's job, a quote): the catalogue's search
 * online; offline, or when that search fails, the branch's offline catalogue on this device, so a
 * job or a quote can still be built during an outage. `scope` keeps each screen's answers apart.
 */
export function usePartSearch(scope: string, text: string, online: boolean, currency: 'GBP' | 'EUR'): PartSearch {
  const keywords = useDebounced(text.trim(), 250);
  const server = useQuery({
    queryKey: [scope, keywords, currency],
    queryFn: ({ signal }) =>
      apiRequest(searchRoutes.search, { query: { keywords, itemsPerPage: String(FOUND), currency }, signal }),
    enabled: online && keywords.length >= 2,
    retry: false,
    staleTime: 60_000,
  });
  const fromPack = !online || server.isError;
  const pack = usePackSearch(keywords, FOUND, fromPack);
  return {
    keywords,
    products: fromPack
      ? (pack.data?.results ?? []).map((result) => packItemToSummary(result.item, currency))
      : (server.data?.products ?? []),
    fromPack,
    searching: keywords.length >= 2 && (fromPack ? pack.isLoading : server.isLoading),
    packMissing: fromPack && !pack.data,
  };
}
