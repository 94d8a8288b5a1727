import { z } from 'zod/mini';
import { classifyPlaceQuery } from '../../../contract/locations/place-query';
import { GeocodingError, type GeocodingProvider, type Place } from './geocoding-provider';
import { createLocalGeocoder, townKey } from './local-geocoder';

export { GeocodingError };

/**
 * UK places from postcodes.io (providers.md "Places"), no key and no auth:
 *
 * - a full postcode: `GET /postcodes/{postcode}` → `{"status":200,"result":{postcode, latitude,
 *   longitude, admin_district, …}}`, or 404 `{"status":404,"error":"Invalid postcode"}` /
 *   `"Postcode not found"`;
 * - a district (outward code): `GET /outcodes/{outcode}` → the district's centroid;
 * - a town: `GET /places?q=…&limit=…` → `result: []` when nothing matches, else places with
 *   `name_1, local_type, county_unitary, region, country, longitude, latitude`. The best is an
 *   exact name match, then the biggest kind of place (City before Town before Village …).
 *
 * postcodes.io has no Ireland, and its place names (OS Open Names) cover Great Britain only, so
 * Eircodes and routing keys never leave the server: they, the postcode areas (postcodes.io has no
 * area lookup) and the towns it does not know (Newry, Galway) are answered by the local tables,
 * `fallback`. With Ireland chosen, a town is looked up locally first.
 *
 * A 404, `result: null` and `result: []` are "no place": null. No answer within the timeout
 * (3 s), a network failure, any other status or a body not in this shape is a GeocodingError
 * carrying the status, which the locations service turns into a 503 with a plain message.
 */
export const DEFAULT_POSTCODES_IO_URL = 'https://api.postcodes.io';
export const POSTCODES_IO_TIMEOUT_MS = 3_000;
/** Places asked for per town search: enough to find the exact name among near misses. */
export const POSTCODES_IO_PLACE_LIMIT = 10;

export interface PostcodesIoOptions {
  /** Default https://api.postcodes.io; a trailing slash is ignored. */
  baseUrl?: string;
  /** Answers Ireland, areas and the towns postcodes.io does not know. Default: the local geocoder. */
  fallback?: GeocodingProvider;
  timeoutMs?: number;
}

const coordinate = z.optional(z.nullable(z.number()));
const postcodeResult = z.object({
  postcode: z.string(),
  latitude: coordinate,
  longitude: coordinate,
  admin_district: z.optional(z.nullable(z.string())),
});
const outcodeResult = z.object({
  outcode: z.string(),
  latitude: coordinate,
  longitude: coordinate,
  // An outcode can straddle districts: postcodes.io gives a list.
  admin_district: z.optional(z.nullable(z.array(z.string()))),
});
const placeResult = z.object({
  name_1: z.string(),
  local_type: z.optional(z.nullable(z.string())),
  latitude: coordinate,
  longitude: coordinate,
});
const envelope = z.object({ status: z.number(), result: z.unknown() });
const errorBody = z.object({ error: z.string() });

/** Bigger kinds of place first, when several share a name. */
const PLACE_TYPES = ['City', 'Town', 'Suburban Area', 'Village', 'Hamlet', 'Other Settlement'];
const typeRank = (type: string | null | undefined) => {
  const index = PLACE_TYPES.indexOf(type ?? '');
  return index < 0 ? PLACE_TYPES.length : index;
};

const located = (result: { latitude?: number | null; longitude?: number | null }) =>
  typeof result.latitude === 'number' && typeof result.longitude === 'number'
    ? { latitude: result.latitude, longitude: result.longitude }
    : null;

const withDistrict = (code: string, district: string | null | undefined) => (district ? `${code} (${district})` : code);

export function createPostcodesIoGeocoder({
  baseUrl = DEFAULT_POSTCODES_IO_URL,
  fallback = createLocalGeocoder(),
  timeoutMs = POSTCODES_IO_TIMEOUT_MS,
}: PostcodesIoOptions = {}): GeocodingProvider {
  const base = baseUrl.replace(/\/+$/, '');

  /** The `result` of a 200, null for a 404; throws GeocodingError for anything else. */
  async function get<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.output<S> | null> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new GeocodingError(
        timedOut
          ? `postcodes.io did not answer within ${timeoutMs} ms`
          : `postcodes.io did not answer: ${(error as Error).message}`,
        undefined,
        { cause: error },
      );
    }
    if (response.status === 404) return null;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const detail = errorBody.safeParse(body);
      throw new GeocodingError(
        `postcodes.io answered ${response.status}${detail.success ? `: ${detail.data.error}` : ''}`,
        response.status,
      );
    }
    const parsed = envelope.safeParse(body);
    if (!parsed.success)
      throw new GeocodingError('postcodes.io answered with a body that is not its JSON envelope', response.status);
    if (parsed.data.result === null || parsed.data.result === undefined) return null;
    const result = schema.safeParse(parsed.data.result);
    if (!result.success)
      throw new GeocodingError(
        `postcodes.io answered ${path.split('?')[0]} with an unexpected result`,
        response.status,
      );
    return result.data;
  }

  async function postcode(formatted: string): Promise<Place | null> {
    const result = await get(`/postcodes/${encodeURIComponent(formatted)}`, postcodeResult);
    const point = result && located(result);
    return result && point
      ? { name: withDistrict(result.postcode, result.admin_district), ...point, country: 'GBR', kind: 'postcode' }
      : null;
  }

  async function outcode(formatted: string): Promise<Place | null> {
    const result = await get(`/outcodes/${encodeURIComponent(formatted)}`, outcodeResult);
    const point = result && located(result);
    return result && point
      ? { name: withDistrict(result.outcode, result.admin_district?.[0]), ...point, country: 'GBR', kind: 'district' }
      : null;
  }

  async function town(name: string): Promise<Place | null> {
    const results = await get(
      `/places?q=${encodeURIComponent(name)}&limit=${POSTCODES_IO_PLACE_LIMIT}`,
      z.array(placeResult),
    );
    const wanted = townKey(name);
    const best = (results ?? [])
      .filter((place) => located(place))
      .map((place, index) => ({
        place,
        index,
        exact: townKey(place.name_1) === wanted ? 0 : 1,
        rank: typeRank(place.local_type),
      }))
      .sort((a, b) => a.exact - b.exact || a.rank - b.rank || a.index - b.index)[0]?.place;
    const point = best && located(best);
    return best && point ? { name: best.name_1, ...point, country: 'GBR', kind: 'town' } : null;
  }

  return {
    async geocode(query, options = {}) {
      const parsed = classifyPlaceQuery(query, options.country);
      switch (parsed.kind) {
        case 'empty':
          return null;
        case 'eircode':
        case 'routing-key':
        case 'area':
          return fallback.geocode(query, options);
        case 'postcode':
          return postcode(parsed.formatted);
        case 'district':
          return outcode(parsed.formatted);
        case 'town': {
          if (options.country === 'IRL') return (await fallback.geocode(query, options)) ?? town(parsed.name);
          return (await town(parsed.name)) ?? fallback.geocode(query, options);
        }
      }
    },
  };
}
