import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../contract/catalogue/routes';
import type { ProductSummary } from '../../contract/catalogue/schemas';
import { searchRoutes } from '../../contract/search/routes';
import { apiRequest } from '../session/api-request';
import { useDebounced } from '../ui/use-debounced';
import { packItemToSummary } from './pack-summary';
import { usePackSearch } from './use-pack';

const FOUND = 12;

/** Whether a part found fits the vehicle: universal parts (fitting no car in particular) fit. */
export type PartFit = 'fits' | 'does-not-fit' | 'unknown';

/** The vehicle a document is for: parts are found for it. */
export interface PartSearchVehicle {
  tecdocId: number;
  /** Every part found, those that do not fit the vehicle too (each said to); else only those that fit. */
  showAll: boolean;
}

export interface PartSearch {
  /** What is searched for, once typing has paused (2 characters at least to search). */
  keywords: string;
  products: ProductSummary[];
  /** Whether each product found fits the vehicle, by sku; empty when no vehicle was given. */
  fit: ReadonlyMap<string, PartFit>;
  /** Answered by the offline catalogue on this device (offline, or the server's search failed). */
  fromPack: boolean;
  searching: boolean;
  /** Offline and the offline catalogue is not on this device: nothing can be found. */
  packMissing: boolean;
}

const fitsItem = (tecdocIds: readonly number[], tecdocId: number): PartFit =>
  tecdocIds.length === 0 || tecdocIds.includes(tecdocId) ? 'fits' : 'does-not-fit';

/**
 * Finding a part to put on a document (a work order's job, a quote): the catalogue's search
 * online; offline, or when that search fails, the branch's offline catalogue on this device, so a
 * job or a quote can still be built during an outage. `scope` keeps each screen's answers apart.
 *
 * Given a vehicle, only the parts that fit it (and universal parts) are found, by the server's
 * search or among the pack's fitments (issue 42: a Fiat 500's discs are not offered for a Focus);
 * with `showAll`, every part is found and each says whether it fits, from the server's
 * compatibility check or the pack's fitments.
 */
export function usePartSearch(
  scope: string,
  text: string,
  online: boolean,
  currency: 'GBP' | 'EUR',
  vehicle: PartSearchVehicle | null = null,
): PartSearch {
  const keywords = useDebounced(text.trim(), 250);
  const only = vehicle && !vehicle.showAll ? vehicle.tecdocId : null;
  const server = useQuery({
    queryKey: [scope, keywords, currency, only],
    queryFn: ({ signal }) =>
      apiRequest(searchRoutes.search, {
        query: {
          keywords,
          itemsPerPage: String(FOUND),
          currency,
          ...(only === null ? {} : { tecdocId: String(only) }),
        },
        signal,
      }),
    enabled: online && keywords.length >= 2,
    retry: false,
    staleTime: 60_000,
  });
  const fromPack = !online || server.isError;
  // The pack searches within the vehicle, as the server does: picking the vehicle's parts from
  // the pack's best over every vehicle found none of its 300 wiper blades (issue 45).
  const pack = usePackSearch(keywords, FOUND, fromPack, only);

  const found = server.data?.products ?? [];
  const skus = [...new Set(found.map((product) => product.sku))].sort();
  const checking = !fromPack && vehicle?.showAll === true ? vehicle.tecdocId : null;
  const compatibility = useQuery({
    queryKey: [scope, 'fits', checking, skus],
    queryFn: ({ signal }) =>
      apiRequest(catalogueRoutes.productCompatibility, { query: { skus, tecdocId: String(checking) }, signal }),
    enabled: checking !== null && skus.length > 0,
    retry: false,
    staleTime: 60_000,
  });

  if (fromPack) {
    const items = (pack.data?.results ?? []).map((result) => result.item);
    return {
      keywords,
      products: items.map((item) => packItemToSummary(item, currency)),
      fit: new Map(vehicle ? items.map((item) => [item.sku, fitsItem(item.tecdocIds, vehicle.tecdocId)]) : []),
      fromPack,
      searching: keywords.length >= 2 && pack.isLoading,
      packMissing: !pack.data,
    };
  }

  const said = new Map<string, PartFit>(
    (compatibility.data?.['hydra:member'] ?? []).map((answer) => [
      answer.sku,
      answer.compatible === null ? 'unknown' : answer.compatible ? 'fits' : 'does-not-fit',
    ]),
  );
  const fitOf = (sku: string): PartFit => (only !== null ? 'fits' : (said.get(sku) ?? 'unknown'));
  return {
    keywords,
    products: found,
    fit: new Map(vehicle ? found.map((product) => [product.sku, fitOf(product.sku)]) : []),
    fromPack,
    // Every part shown says whether it fits: the parts wait for the check (it fails: unknown).
    searching: keywords.length >= 2 && (server.isLoading || (checking !== null && compatibility.isLoading)),
    packMissing: false,
  };
}
