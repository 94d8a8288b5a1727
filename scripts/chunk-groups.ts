// How the client's code is cut into files (rolldown's code splitting groups, vite.config.ts).
// Each file is a request, six at a time over HTTP/1.1: on a phone's line every wave of small
// chunks costs round trips before the first screen (issue 23; the figures are in
// docs/performance.md). So the code every page's start needs comes in a few files, each with what
// it imports; the rest (the other pages, the device engines) keeps rolldown's own split.

/** Matches a module by its path under src/ (without the extension). */
function modules(...paths: string[]): (id: string) => boolean {
  const wanted = new Set(paths);
  return (id) => {
    const match = /[\\/]src[\\/](.+)\.tsx?$/.exec(id);
    return match !== null && wanted.has(match[1]!.replaceAll('\\', '/'));
  };
}

/** Matches a module under one of these folders of contract/. */
function contractFolders(...folders: string[]): (id: string) => boolean {
  return (id) => {
    const match = /[\\/]contract[\\/](.+)$/.exec(id);
    const path = match?.[1]?.replaceAll('\\', '/');
    return path !== undefined && folders.some((folder) => path.startsWith(`${folder}/`) || path === folder);
  };
}

export const chunkGroups = [
  // Everything the entry imports statically runs before the first paint anyway: one file for it
  // rather than the twenty-odd small shared ones the automatic split made.
  { name: 'start', tags: ['$initial' as const], priority: 20 },
  // What the catalogue's pages share with the device's store and the header: the basket's and the
  // orders' contract, the exchange rates, the search's read, the hooks that load Dexie only when a
  // page first reads.
  // A file of its own, so that a catalogue page's first screen waits for none of Dexie (issue 23).
  {
    name: 'shop-shared',
    test: (id: string) =>
      contractFolders('basket', 'orders', 'promotions', 'shipping', 'money/exchange.ts')(id) ||
      modules(
        'catalogue-pack/use-pack',
        'db/use-lazy-live-query',
        'sync/entity-changes',
        'sync/change-status',
        'features/search/api/search',
        'ui/use-debounced',
      )(id),
    priority: 15,
  },
  // The device's store as every page's start reads it (the basket at start: Dexie, the basket and
  // outbox tables, their schemas).
  { name: 'device-store', test: modules('features/basket/stored-basket'), priority: 10 },
  // The header's parts that read the device's store (the basket link, the changes waiting, the
  // search box), loaded once the first screen is up on every page.
  {
    name: 'header',
    test: modules(
      'features/basket/components/basket-link',
      'features/sync/components/sync-indicator',
      'features/search/components/search-box',
    ),
    priority: 5,
  },
  // The header's and footer's menus and the home page's content, loaded while the start's spinner
  // waits: they need no device store.
  { name: 'menus', test: modules('app/layout/content-widgets-chunk'), priority: 4 },
  // The catalogue's pages (a category, a product, search results) and what they share with the
  // basket and the work orders' part selection: the product grid, the product's actions, the
  // prices' context, favourites, the catalogue's records on the device.
  {
    name: 'catalogue',
    test: modules(
      'features/catalogue/components/category-page',
      'features/catalogue/components/product-page',
      'features/search/components/search-results-page',
      'app/product-actions',
      'features/favourites/api/favourites',
      'features/basket/hooks/use-pricing-context',
      'features/basket/basket-payloads',
    ),
    priority: 1,
  },
];
