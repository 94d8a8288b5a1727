// Offers a new app version once its service worker is installed and waiting. Nothing switches
// silently: a page on the old version may still load chunks that only the old precache has.
import { useEffect, useState } from 'react';
import { appServiceWorker, registerOnce, type ServiceWorkerUpdates } from './register-sw';

interface UpdatePromptProps {
  /** Defaults to the app's registration; null when there is no service worker. */
  workbox?: ServiceWorkerUpdates | null;
  /** Defaults to reloading the page. */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * How often Reload asks the waiting worker again while it has not taken over. The message wakes
 * a worker the browser may have stopped, and a message lost on the way is answered by nothing:
 * the button would say "Reloading…" for good. Asking again is harmless (skipWaiting only sets a
 * flag), and a worker that waits for the old one's requests to end takes over when they do.
 */
export const ASK_AGAIN_MS = 3_000;

export function UpdatePrompt({ workbox = appServiceWorker, reload = reloadPage }: UpdatePromptProps) {
  const [state, setState] = useState<'idle' | 'waiting' | 'updating'>('idle');

  useEffect(() => {
    if (!workbox) return;
    const onWaiting = () => setState('waiting');
    workbox.addEventListener('waiting', onWaiting);
    registerOnce(workbox);
    return () => workbox.removeEventListener('waiting', onWaiting);
  }, [workbox]);

  useEffect(() => {
    if (!workbox || state !== 'updating') return;
    const again = window.setInterval(() => workbox.messageSkipWaiting(), ASK_AGAIN_MS);
    return () => window.clearInterval(again);
  }, [workbox, state]);

  if (!workbox || state === 'idle') return null;

  const update = () => {
    setState('updating');
    // Reload only once the new worker controls the page, so the reload gets the new files.
    workbox.addEventListener('controlling', reload);
    workbox.messageSkipWaiting();
  };

  return (
    <div role="status" className="update-prompt">
      <p className="update-prompt__text">
        <strong>Update available</strong> A new version of Workbay is ready.
      </p>
      <button type="button" className="button button--accent" onClick={update} disabled={state === 'updating'}>
        {state === 'updating' ? 'Reloading…' : 'Reload'}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setState('idle')}
        disabled={state === 'updating'}
      >
        Later
      </button>
    </div>
  );
}
