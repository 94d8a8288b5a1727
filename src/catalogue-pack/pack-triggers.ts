import { readPackState } from '../db/catalogue-pack';
import { packDownload, refreshIfDue, resumeAfterReconnect } from './pack-download';

/** How often a tab looks whether the pack's daily refresh is due. */
const CHECK_EVERY_MS = 15 * 60 * 1000;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/**
 * Keeps the pack current without the person thinking of it: a run cut off by a closed tab or a
 * dropped line carries on at start and when the device is back online, and the daily refresh
 * runs while online and idle. Returns a stop.
 */
export function startPackTriggers(): () => void {
  if (typeof window === 'undefined') return () => {};
  const whenIdle = (work: () => void) => {
    const idle = (window as IdleWindow).requestIdleCallback;
    if (idle) idle(work, { timeout: 10_000 });
    else setTimeout(work, 2_000);
  };
  const check = () => {
    if (!navigator.onLine || packDownload.isRunning()) return;
    whenIdle(() => {
      void (async () => {
        const state = await readPackState();
        // A run left half-way by a closed tab: carry on (one the person paused waits for them).
        if (state?.run && (state.phase === 'downloading' || state.phase === 'refreshing')) await packDownload.refresh();
        else if (await resumeAfterReconnectDue()) await resumeAfterReconnect();
        else await refreshIfDue();
      })().catch(() => {});
    });
  };
  const online = () => check();
  window.addEventListener('online', online);
  const timer = setInterval(check, CHECK_EVERY_MS);
  check();
  return () => {
    window.removeEventListener('online', online);
    clearInterval(timer);
  };
}

async function resumeAfterReconnectDue(): Promise<boolean> {
  const state = await readPackState();
  return Boolean(state?.run && state.phase === 'paused' && state.error);
}
