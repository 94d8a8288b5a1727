// The app's one service-worker registration (src/sw/sw.ts, built to /sw.js).
import { Workbox } from 'workbox-window';
import { isProductionBuild } from '../api/config';
import { log } from '../api/log';
import { takeReadsBeforeWorker, type ReadBeforeWorker } from '../api/reads-before-worker';
import { PRODUCT_IMAGE_CACHE } from '../../contract/sync';

/** The part of workbox-window's `Workbox` the update prompt uses; tests pass a fake. */
export interface ServiceWorkerUpdates {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  removeEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  /** Asks the waiting worker to activate (the SKIP_WAITING message of src/sw/sw.ts). */
  messageSkipWaiting(): void;
}

/**
 * Null in development (Vite serves modules that no precache lists) and in browsers without
 * service workers: the app works the same there, only not offline.
 */
export const appServiceWorker: ServiceWorkerUpdates | null =
  isProductionBuild && 'serviceWorker' in navigator ? new Workbox('/sw.js') : null;

const registered = new WeakSet<ServiceWorkerUpdates>();

/**
 * Registers once per instance: Workbox cannot register twice, and React runs effects twice in
 * development. Call it after adding listeners, or a worker already waiting goes unnoticed.
 */
export function registerOnce(workbox: ServiceWorkerUpdates): void {
  if (registered.has(workbox)) return;
  registered.add(workbox);
  handOverFirstVisitReads();
  // Without a worker the app still runs online; the console says why it is not offline-ready.
  workbox.register().catch((error: unknown) => log.warn('Service worker registration failed:', error));
}

/**
 * A first visit: once the new worker takes control (it claims the page, src/sw/sw.ts), it is
 * handed the reads made before, and the product images drawn then, so that a product or category
 * seen on that first visit opens offline like one seen later (Workbox's "CACHE_URLS" recipe; the
 * worker keeps only what its routes keep). A page already controlled has nothing to hand over.
 */
export function handOverFirstVisitReads(container = navigator.serviceWorker as ServiceWorkerContainer | undefined) {
  if (!container || container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const urlsToCache: (string | ReadBeforeWorker)[] = [...takeReadsBeforeWorker(), ...imagesDrawnSoFar()];
      if (urlsToCache.length > 0) container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    },
    { once: true },
  );
}

function imagesDrawnSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && PRODUCT_IMAGE_CACHE.path.test(url.pathname))
    .map((url) => url.href);
}
