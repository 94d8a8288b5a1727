// The app's one service-worker registration (src/sw/sw.ts, built to /sw.js).
import { Workbox } from 'workbox-window';
import { isProductionBuild } from '../api/config';
import { log } from '../api/log';

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
  // Without a worker the app still runs online; the console says why it is not offline-ready.
  workbox.register().catch((error: unknown) => log.warn('Service worker registration failed:', error));
}
