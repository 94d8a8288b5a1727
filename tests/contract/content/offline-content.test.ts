import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE } from '../../../contract/sync';

const kept = (path: string) => CATALOGUE_CACHE.paths.some((pattern) => pattern.test(path));
const networkFirst = (path: string) => CATALOGUE_CACHE.networkFirstPaths.some((pattern) => pattern.test(path));

// Issue 27: menus, content elements and articles seen once read offline, as saved copies.
describe('the content reads the service worker keeps', () => {
  it('keeps menus, content elements, article lists, articles and redirects (stale-while-revalidate)', () => {
    for (const path of [
      '/api/storefront/menus/footer.json',
      '/api/menus/header',
      '/api/content-elements/homepage',
      '/api/articles-by-category/guides',
      '/api/article-category-by-path/guides',
      '/api/content-by-slug/ford-focus-mk3-front-brake-pads',
      '/api/redirects-by-url/%2Fbrakes',
    ])
      expect(kept(path), path).toBe(true);
  });

  it('asks the network first for the header menu, which follows the active vehicle', () => {
    expect(kept('/api/storefront/menu-items')).toBe(false);
    expect(networkFirst('/api/storefront/menu-items')).toBe(true);
    expect(networkFirst('/api/storefront/menus/footer.json')).toBe(false);
  });

  it('keeps nothing that changes data or belongs to one person', () => {
    for (const path of ['/api/form-submissions', '/api/forms', '/api/users/u1', '/api/zendesk/generate-token'])
      expect(kept(path) || networkFirst(path), path).toBe(false);
  });
});
