import { greatCircleMetres, metresToMiles, type Point } from './distance';

/** Every store within this many metres (about 33 miles) of the place (trade-features §9). */
export const NEAR_RADIUS_METRES = 53108.22;
/** Otherwise, this many of the nearest stores in the chosen country. */
export const NEAREST_FALLBACK_COUNT = 5;
export const DEFAULT_COUNTRY = 'GBR';

export interface Store extends Point {
  id: string;
  country: string;
}

/**
 * The stores near a place, nearest first: all within 53108.22 m (the edge counts as within),
 * or, when none is, the nearest five in the chosen country (GBR by default).
 */
export function nearestStores<S extends Store>(
  place: Point,
  stores: readonly S[],
  country: string = DEFAULT_COUNTRY,
): (S & { distanceMetres: number; distanceMiles: number })[] {
  const measured = stores
    .map((store) => {
      const distanceMetres = greatCircleMetres(place, store);
      return { ...store, distanceMetres, distanceMiles: metresToMiles(distanceMetres) };
    })
    .sort((a, b) => a.distanceMetres - b.distanceMetres);
  const near = measured.filter((store) => store.distanceMetres <= NEAR_RADIUS_METRES);
  if (near.length) return near;
  return measured.filter((store) => store.country === country).slice(0, NEAREST_FALLBACK_COUNT);
}
