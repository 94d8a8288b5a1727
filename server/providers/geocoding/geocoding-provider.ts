import type { CountryCode } from '../../../contract/locations/schemas';

/**
 * Finding a place from what a person typed into the store locator (trade-features §9): a town, a
 * UK postcode, district or area, or an Irish Eircode or routing key. Zero results give no
 * location: null (trade-features §5 "Geocode: zero results gives no location"). A provider that
 * cannot answer (an outside service down or slow) throws a GeocodingError instead, so that "not
 * found" and "could not look" stay apart.
 */
export interface Place {
  /** What the locator shows: 'Harrogate', 'LS5 3BT (Kirkstall)', 'D12 (Dublin 12)'. */
  name: string;
  latitude: number;
  longitude: number;
  country: CountryCode;
  /** How precisely the place was found; a routing key counts as an Eircode, an unknown district as its area. */
  kind: 'postcode' | 'district' | 'area' | 'eircode' | 'town';
}

export interface GeocodeOptions {
  /** The country chosen in the locator: it decides a name or key that both countries have (W12, Crumlin). */
  country?: CountryCode;
}

export interface GeocodingProvider {
  geocode(query: string, options?: GeocodeOptions): Promise<Place | null>;
}

/** The place search could not answer (network, timeout, an unexpected status): not the same as "no place". */
export class GeocodingError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GeocodingError';
  }
}
