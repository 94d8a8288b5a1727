import { REPLAY_MESSAGE } from '../../contract/sync';
import { subscribeSession } from '../session/session-storage';
import { appDb } from '../db/app-db';
import { replayOutbox } from './replay';
import { onChangeRecorded } from './sync-signal';

/** While entries wait, try again at least this often (back-off decides what is due). */
export const SYNC_TIMER_MS = 15_000;

/**
 * Starts the engine's triggers: app start, coming online, the tab becoming visible, a change
 * recorded, a session change (the same user logging in again resumes a paused queue),
 * Background Sync (through the service worker), and a timer while entries wait.
 */
export function startSync(replay: () => Promise<void> = replayOutbox): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return schedule();
    void replay()
      .catch(() => {})
      .finally(schedule);
  };
  const schedule = () => {
    clearTimeout(timer);
    void appDb.outbox
      .count()
      .then((waiting) => {
        if (waiting > 0) timer = setTimeout(run, SYNC_TIMER_MS);
      })
      .catch(() => {});
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === REPLAY_MESSAGE) run();
  };
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const offChange = onChangeRecorded(run);
  const offSession = subscribeSession(run);
  run();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    offChange();
    offSession();
  };
}
