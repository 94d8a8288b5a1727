/**
 * Great-circle distance by the haversine formula, on a sphere of the IUGG mean Earth radius,
 * R1 = 6,371,008.8 m (the mean of the WGS 84 ellipsoid's three semi-axes). Against the ellipsoid
 * the error stays under about 0.5%: at most a few hundred metres across Britain and Ireland, well
 * inside the one decimal of a mile that the store locator shows (trade-features §9). The haversine
 * form (asin of a square root, clamped to 1) stays accurate for points metres apart, where the
 * spherical law of cosines loses its digits.
 */
export const EARTH_RADIUS_METRES = 6_371_008.8;
/** The international mile. */
export const METRES_PER_MILE = 1609.344;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points along the Earth's surface (NaN when a coordinate is not a number). */
export function greatCircleMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres → miles to one decimal, half-up, as the store locator shows them: 53108.22 m → 33. */
export function metresToMiles(metres: number): number {
  return Math.round((metres / METRES_PER_MILE) * 10) / 10;
}

/** '12.4 miles', '1.0 mile', '0.3 miles': a distance in metres as the locator writes it. */
export function formatMiles(metres: number): string {
  const miles = metresToMiles(metres);
  return `${miles.toFixed(1)} ${miles === 1 ? 'mile' : 'miles'}`;
}

/** Whether a point is a real place: finite latitude within ±90 and longitude within ±180. */
export function isValidPoint(point: Partial<Point> | null | undefined): point is Point {
  const { latitude, longitude } = point ?? {};
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}
