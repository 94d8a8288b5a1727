import { greatCircleMetres, isValidPoint, metresToMiles, type Point } from './distance';
import type { CountryCode } from './schemas';

/**
 * Nearest stores (trade-features §9): every store within 53108.22 metres (about 33 miles) of the
 * place, nearest first; when none is that near, the nearest 5 in the chosen country (GBR unless
 * another is chosen). Each carries its distance in metres and in miles to one decimal.
 *
 * The radius is inclusive: a store at exactly 53108.22 m is near. Stores within the radius are
 * listed whatever their country (a person in Dundalk sees the Newry store); the country only
 * decides the fallback. Equal distances keep the stores' given order. A store without valid
 * coordinates is never listed.
 */
export const NEAR_RADIUS_METRES = 53108.22;
export const NEAREST_FALLBACK_COUNT = 5;
export const DEFAULT_COUNTRY: CountryCode = 'GBR';

export interface Store extends Point {
  id: string;
  country: string;
}

export type MeasuredStore<S extends Store> = S & { distanceMetres: number; distanceMiles: number };

/** Within the near radius, the edge included. */
export const isWithinNearRadius = (distanceMetres: number): boolean => distanceMetres <= NEAR_RADIUS_METRES;

/** Every store with its distance from the place, nearest first. */
export function measureStores<S extends Store>(place: Point, stores: readonly S[]): MeasuredStore<S>[] {
  if (!isValidPoint(place)) return [];
  return stores
    .filter((store) => isValidPoint(store))
    .map((store) => {
      const distanceMetres = greatCircleMetres(place, store);
      return { ...store, distanceMetres, distanceMiles: metresToMiles(distanceMetres) };
    })
    .sort((a, b) => a.distanceMetres - b.distanceMetres);
}

export function nearestStores<S extends Store>(
  place: Point,
  stores: readonly S[],
  country: CountryCode = DEFAULT_COUNTRY,
): MeasuredStore<S>[] {
  const measured = measureStores(place, stores);
  const near = measured.filter((store) => isWithinNearRadius(store.distanceMetres));
  if (near.length) return near;
  const wanted = country.toUpperCase();
  return measured.filter((store) => store.country.toUpperCase() === wanted).slice(0, NEAREST_FALLBACK_COUNT);
}
