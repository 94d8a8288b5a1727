import type { AppConfig } from '../../env';
import type { GeocodingProvider } from './geocoding-provider';
import { createLocalGeocoder } from './local-geocoder';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder';

/**
 * The geocoder the configuration asks for: GEOCODER=local (the default) answers from the tables
 * held here; GEOCODER=postcodes.io asks postcodes.io (POSTCODES_IO_URL, default
 * https://api.postcodes.io) for UK places and keeps Eircodes and Irish towns local.
 */
export function createGeocoder(config: Pick<AppConfig, 'geocoder' | 'postcodesIoUrl'>): GeocodingProvider {
  const local = createLocalGeocoder();
  if (config.geocoder === 'postcodes.io')
    return createPostcodesIoGeocoder({ baseUrl: config.postcodesIoUrl, fallback: local });
  return local;
}
