/**
 * What the page and the service worker agree on for the outbox: the Background Sync tag the page
 * registers when it queues a change, and the message the worker posts to wake the page's replay.
 */
export const BACKGROUND_SYNC_TAG = 'workbay-outbox';
export const REPLAY_MESSAGE = 'workbay-replay';

/**
 * The API paths the service worker caches (CATALOGUE_CACHE), grouped by what their answers hold:
 * the saved-copy notice says "prices and stock as last updated" over a page whose cached answers
 * hold prices, "this page as saved" over one whose cached answers hold none, and counts the
 * frame's (the menus on every page) as neither. (A person's own reads kept on the device are
 * another thing: src/db/saved-reads.ts.)
 */
export const SW_CACHED_PATHS = {
  catalogue: [
    /^\/api\/storefront\/categories(\/|$|\?)/,
    /^\/api\/storefront\/product\//,
    /^\/api\/storefront\/products-by-category\//,
    /^\/api\/storefront\/products-by-skus/,
    /^\/api\/products\/product-information/,
    /^\/api\/product-relations\//,
    /^\/api\/storefront\/vehicle-search\/(vrm|vin|manufacturers|vehicle-mot-history)/,
    /^\/api\/shipping-services/,
  ],
  // The stores (the locator's map and list, a store's page, the stores near a place searched):
  // a customer looking for a branch at the roadside on a weak signal still finds one seen before.
  stores: [/^\/api\/locations(\/|\?|$)/, /^\/api\/storefront\/locations(\/|\?|$)/],
  // The retailer's content (issue 27): content elements, articles and redirects seen once read
  // offline too, marked as saved copies like the catalogue.
  content: [
    /^\/api\/(content-elements|articles-by-category|content-by-slug|article-category-by-path|redirects-by-url)\//,
    /^\/api\/content-at-path\//,
  ],
  /** The footer's menus (the header's, network first, are below in CATALOGUE_CACHE). */
  frame: [/^\/api\/storefront\/menus\//, /^\/api\/menus\//],
} as const;

export const CATALOGUE_CACHE = {
  name: 'workbay-catalogue',
  maxEntries: 600,
  maxAgeSeconds: 7 * 24 * 60 * 60,
  /** Answered from the cache at once and refreshed behind it (stale-while-revalidate). */
  paths: [
    ...SW_CACHED_PATHS.catalogue,
    ...SW_CACHED_PATHS.stores,
    ...SW_CACHED_PATHS.content,
    ...SW_CACHED_PATHS.frame,
  ],
  /**
   * Reads kept in the same cache but asked of the network first, the cache answering only when
   * the network does not: their answer follows the session's own state (the header menu leaves
   * out what does not fit the active vehicle), so a copy must never stand in for it online.
   * The header's menu: part of the frame, like SW_CACHED_PATHS.frame.
   */
  networkFirstPaths: [/^\/api\/storefront\/menu-items/],
  /** How long the network has before a network-first read is answered from the cache. */
  networkTimeoutSeconds: 5,
  /** The header the worker adds to an answer served from the cache: when it was fetched. */
  cachedAtHeader: 'x-workbay-cached-at',
} as const;

/**
 * Product images the API draws (GET /storefront/product-images/…): shown from the cache at once
 * and refreshed behind it (stale-while-revalidate), so that a gallery seen online shows offline.
 * The category drawings are in the precache already.
 */
export const PRODUCT_IMAGE_CACHE = {
  name: 'workbay-product-images',
  maxEntries: 300,
  maxAgeSeconds: 7 * 24 * 60 * 60,
  path: /^\/api\/storefront\/product-images\//,
} as const;
