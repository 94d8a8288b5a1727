import { classifyPlaceQuery } from '../../../contract/locations/place-query';
import type { GeocodingProvider, Place } from './geocoding-provider';

/**
 * postcodes.io (providers.md "Places"): `/postcodes/{postcode}`, `/outcodes/{outcode}` and
 * `/places?q=`. No key. Ireland is not covered: Eircodes go to the local tables (`fallback`).
 * A 404 or an empty result is "no place"; anything else unexpected is an error with its status.
 */
export const DEFAULT_POSTCODES_IO_URL = 'https://api.postcodes.io';

interface Options {
  baseUrl?: string;
  fallback: GeocodingProvider;
  timeoutMs?: number;
}

interface PostcodeResult {
  postcode?: string;
  outcode?: string;
  latitude: number | null;
  longitude: number | null;
  admin_district?: string | string[] | null;
}
interface PlaceResult {
  name_1: string;
  latitude: number;
  longitude: number;
  country?: string;
}

export class GeocodingError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'GeocodingError';
  }
}

export function createPostcodesIoGeocoder({ baseUrl = DEFAULT_POSTCODES_IO_URL, fallback, timeoutMs = 3000 }: Options): GeocodingProvider {
  const get = async <T>(path: string): Promise<T | null> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new GeocodingError(`postcodes.io did not answer: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new GeocodingError(`postcodes.io answered ${response.status}`, response.status);
    const body = (await response.json()) as { status: number; result: T | null };
    return body.result ?? null;
  };

  const district = (value: PostcodeResult['admin_district']) => (Array.isArray(value) ? value[0] : value) ?? null;
  const place = (name: string, result: { latitude: number | null; longitude: number | null }, kind: Place['kind']): Place | null =>
    result.latitude === null || result.longitude === null
      ? null
      : { name, latitude: result.latitude, longitude: result.longitude, country: 'GBR', kind };

  return {
    async geocode(query, options = {}) {
      const parsed = classifyPlaceQuery(query, options.country);
      switch (parsed.kind) {
        case 'empty':
          return null;
        case 'eircode':
        case 'routing-key':
          return fallback.geocode(query, options);
        case 'postcode': {
          const result = await get<PostcodeResult>(`/postcodes/${encodeURIComponent(parsed.formatted)}`);
          return result ? place(`${result.postcode ?? parsed.formatted}${district(result.admin_district) ? ` (${district(result.admin_district)})` : ''}`, result, 'postcode') : null;
        }
        case 'district':
        case 'area': {
          const result = await get<PostcodeResult>(`/outcodes/${encodeURIComponent(parsed.formatted)}`);
          return result ? place(`${parsed.formatted}${district(result.admin_district) ? ` (${district(result.admin_district)})` : ''}`, result, 'district') : null;
        }
        case 'town': {
          const results = await get<PlaceResult[]>(`/places?q=${encodeURIComponent(parsed.name)}&limit=1`);
          const first = results?.[0];
          // postcodes.io knows Great Britain only: a town it does not know may be Irish.
          if (!first) return fallback.geocode(query, options);
          return place(first.name_1, first, 'town');
        }
      }
    },
  };
}
