/**
 * Great-circle (haversine) distance. The mean Earth radius of IUGG (6,371,008.8 m) keeps the
 * error under 0.5% against the ellipsoid: a few hundred metres across Britain, well inside the
 * "miles to one decimal" the locator shows.
 */
export const EARTH_RADIUS_METRES = 6_371_008.8;
export const METRES_PER_MILE = 1609.344;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles to one decimal, as the store locator shows them (trade-features §9). */
export function metresToMiles(metres: number): number {
  return Math.round((metres / METRES_PER_MILE) * 10) / 10;
}
