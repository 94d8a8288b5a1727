// Whether this device can open Workbay without a network: the service worker (src/sw/sw.ts) has
// installed the app shell and controls the page. On a first visit it takes control as soon as it
// is installed (clientsClaim), without a reload, so the app reloads offline from then on.
import { useSyncExternalStore } from 'react';
import { isProductionBuild } from '../api/config';
import { localText } from '../storage/local-text';

/** 'ready': a worker controls the page; 'preparing': one is installing; 'none': no worker here. */
export type OfflineReadiness = 'ready' | 'preparing' | 'none';

const container = (): ServiceWorkerContainer | undefined =>
  isProductionBuild && typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;

function subscribe(listener: () => void): () => void {
  const workers = container();
  workers?.addEventListener('controllerchange', listener);
  return () => workers?.removeEventListener('controllerchange', listener);
}

function snapshot(): OfflineReadiness {
  const workers = container();
  if (!workers) return 'none';
  return workers.controller ? 'ready' : 'preparing';
}

export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(subscribe, snapshot, () => 'none');
}

/** Said once per device: the first time the app is ready offline, not on every visit after. */
export const offlineReadyAnnounced = localText('workbay_offline_ready_announced');
