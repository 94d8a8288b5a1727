/**
 * Finding a place from what a person typed into the store locator: a town, a UK postcode,
 * district or area, or an Irish Eircode or routing key. Zero results: null, no location
 * (trade-features §5 "Geocode: zero results gives no location").
 */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  country: 'GBR' | 'IRL';
  kind: 'postcode' | 'district' | 'area' | 'eircode' | 'town';
}

export interface GeocodingProvider {
  geocode(query: string, options?: { country?: 'GBR' | 'IRL' }): Promise<Place | null>;
}
