/**
 * "Something was queued": the engine listens and replays soon; Background Sync is asked to wake
 * the app when the browser has it (Chromium), so changes go even if the tab is closed first.
 */
import { BACKGROUND_SYNC_TAG } from '../../contract/sync';

type Listener = () => void;
const listeners = new Set<Listener>();

export function onChangeRecorded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceChange(): void {
  for (const listener of [...listeners]) listener();
  void registerBackgroundSync();
}

async function registerBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or not allowed: the other triggers cover it.
  }
}
