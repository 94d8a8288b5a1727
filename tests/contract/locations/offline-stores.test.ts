import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE } from '../../../contract/sync';

const kept = (path: string) => CATALOGUE_CACHE.paths.some((pattern) => pattern.test(path));

// The store locator opened offline after one visit online: the worker keeps the stores' reads.
describe('the store reads the service worker keeps', () => {
  it('keeps the stores, a store and the stores near a place (stale-while-revalidate)', () => {
    for (const path of [
      '/api/locations',
      '/api/locations/b-leeds-kirkstall',
      '/api/locations/slug/leeds-kirkstall',
      '/api/storefront/locations',
      '/api/storefront/locations/nearest',
    ])
      expect(kept(path), path).toBe(true);
  });

  it('keeps no other path that starts alike', () => {
    expect(kept('/api/locations-admin')).toBe(false);
    expect(kept('/api/storefront/locationsx')).toBe(false);
  });
});
