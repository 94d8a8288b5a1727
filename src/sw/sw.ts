/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa injectManifest): the app shell from the precache, so the
// app opens offline. API responses are not cached here yet.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The build replaces __WB_MANIFEST with the hashed file list of dist/.
precacheAndRoute(self.__WB_MANIFEST);
// Drops precaches left by older Workbox versions' cache layouts.
cleanupOutdatedCaches();

// Every app route is the single-page shell; /api/ must reach the server (or fail offline).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A new version waits until the person accepts it in the update prompt: switching under an open
// page would leave its lazily loaded chunks pointing at files the new precache no longer has.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of the pages opened before the first install, so the first visit already works
// offline. On an update every tab is switched when the waiting worker activates anyway.
clientsClaim();
