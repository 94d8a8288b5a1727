/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa injectManifest): the app shell from the precache, so the
// app opens offline; catalogue reads kept stale-while-revalidate, so a product, category or
// vehicle seen once opens offline, and its drawn images cache-first; Background Sync wakes the
// page's outbox replay.
import { BACKGROUND_SYNC_TAG, CATALOGUE_CACHE, PRODUCT_IMAGE_CACHE, REPLAY_MESSAGE } from '../../contract/sync';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The build replaces __WB_MANIFEST with the hashed file list of dist/.
precacheAndRoute(self.__WB_MANIFEST);
// Drops precaches left by older Workbox versions' cache layouts.
cleanupOutdatedCaches();

// The app's routes, on a router of their own so that it can also take the page's CACHE_URLS
// message (Workbox's addCacheListener): on a first visit the page reads before this worker
// controls it, and hands those reads over once it does, so what was seen then opens offline too.
const router = new Router();

// Every app route is the single-page shell; /api/ must reach the server (or fail offline).
router.registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Catalogue reads: answered from the cache at once when there is a copy (offline too), refreshed
// behind it; bounded by entries and age. A copy served from the cache says when it was fetched.
const catalogueCachePlugins = (): WorkboxPlugin[] => [
  new ExpirationPlugin({
    maxEntries: CATALOGUE_CACHE.maxEntries,
    maxAgeSeconds: CATALOGUE_CACHE.maxAgeSeconds,
    purgeOnQuotaError: true,
  }),
  {
    cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse) return cachedResponse;
      const headers = new Headers(cachedResponse.headers);
      headers.set(CATALOGUE_CACHE.cachedAtHeader, cachedResponse.headers.get('date') ?? '');
      return new Response(await cachedResponse.blob(), {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers,
      });
    },
  },
];
router.registerRoute(
  new Route(
    ({ url, request }) => request.method === 'GET' && CATALOGUE_CACHE.paths.some((path) => path.test(url.pathname)),
    new StaleWhileRevalidate({ cacheName: CATALOGUE_CACHE.name, plugins: catalogueCachePlugins() }),
  ),
);
// Reads that follow the session's state (the header menu and the active vehicle): the network's
// answer when there is one, the saved copy (marked the same way) only without it.
router.registerRoute(
  new Route(
    ({ url, request }) =>
      request.method === 'GET' && CATALOGUE_CACHE.networkFirstPaths.some((path) => path.test(url.pathname)),
    new NetworkFirst({
      cacheName: CATALOGUE_CACHE.name,
      networkTimeoutSeconds: CATALOGUE_CACHE.networkTimeoutSeconds,
      plugins: catalogueCachePlugins(),
    }),
  ),
);

// Drawn product images: shown from the cache at once (and offline), refreshed behind it when
// online, so a renamed product's drawing is right on the next view (successes only are kept).
router.registerRoute(
  new Route(
    ({ url, request }) => request.method === 'GET' && PRODUCT_IMAGE_CACHE.path.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: PRODUCT_IMAGE_CACHE.name,
      plugins: [
        new ExpirationPlugin({
          maxEntries: PRODUCT_IMAGE_CACHE.maxEntries,
          maxAgeSeconds: PRODUCT_IMAGE_CACHE.maxAgeSeconds,
          purgeOnQuotaError: true,
        }),
        { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      ],
    }),
  ),
);
router.addFetchListener();
router.addCacheListener();

// Background Sync (Chromium): the page queued a change and may be gone or asleep; wake any open
// page to replay. The outbox lives in the page's IndexedDB code, which this worker does not load.
self.addEventListener('sync', (event: Event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: REPLAY_MESSAGE }))),
  );
});

// A new version waits until the person accepts it in the update prompt: switching under an open
// page would leave its lazily loaded chunks pointing at files the new precache no longer has.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of the pages opened before the first install, so the first visit already works
// offline. On an update every tab is switched when the waiting worker activates anyway.
clientsClaim();
