import type { AppConfig } from '../../env';
import type { GeocodingProvider } from './geocoding-provider';
import { createLocalGeocoder } from './local-geocoder';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder';

/** GEOCODER=postcodes.io sends UK places to postcodes.io (POSTCODES_IO_URL); the default answers locally. */
export function createGeocoder(config: Pick<AppConfig, 'geocoder' | 'postcodesIoUrl'>): GeocodingProvider {
  const local = createLocalGeocoder();
  if (config.geocoder === 'postcodes.io') return createPostcodesIoGeocoder({ baseUrl: config.postcodesIoUrl, fallback: local });
  return local;
}
