/**
 * The reads a page made before a service worker controlled it: on a first visit the worker
 * installs while the page is already reading, and what those reads answered never reached its
 * caches. They are kept here (URL and the request's own init, so a read that needs the session
 * is asked again under it) and handed to the worker once it takes control (src/app/register-sw.ts),
 * which keeps those it would have kept (Workbox's CACHE_URLS message).
 */
export type ReadBeforeWorker = [url: string, init: RequestInit];

/** A first visit's reads are a few dozen; the bound keeps a page that never gets a worker small. */
const KEEP = 200;
const reads = new Map<string, RequestInit>();

/** Notes a read sent while no worker controls the page (nothing without service workers at all). */
export function noteReadBeforeWorker(url: string, init: RequestInit): void {
  if (init.method !== 'GET' || typeof navigator === 'undefined') return;
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || container.controller || reads.size >= KEEP) return;
  reads.set(url, { method: 'GET', headers: init.headers, credentials: init.credentials });
}

/** The reads noted so far, each once; the list is emptied (they are handed over once). */
export function takeReadsBeforeWorker(): ReadBeforeWorker[] {
  const taken = [...reads];
  reads.clear();
  return taken;
}
