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

export function UpdatePrompt({ workbox = appServiceWorker, reload = reloadPage }: UpdatePromptProps) {
  const [state, setState] = useState<'idle' | 'waiting' | 'updating'>('idle');

  useEffect(() => {
    if (!workbox) return;
    const onWaiting = () => setState('waiting');
    workbox.addEventListener('waiting', onWaiting);
    registerOnce(workbox);
    return () => workbox.removeEventListener('waiting', onWaiting);
  }, [workbox]);

  if (!workbox || state === 'idle') return null;

  const update = () => {
    setState('updating');
    // Reload only once the new worker controls the page, so the reload gets the new files.
    workbox.addEventListener('controlling', reload);
    workbox.messageSkipWaiting();
  };

  return (
    <div role="status" className="update-prompt" style={promptStyle}>
      <p style={{ margin: 0, flexBasis: '100%' }}>
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

// Inline so that the prompt floats above any page; the buttons and colours are the theme's
// (a key account's own colours included), with the brand's as the fallback.
const promptStyle = {
  position: 'fixed',
  insetInline: '1rem',
  bottom: '1rem',
  zIndex: 1000,
  maxWidth: '28rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.75rem 1rem',
  background: 'var(--wb-primary, #0033A0)',
  color: 'var(--wb-primary-text, #FFFFFF)',
  borderRadius: '0.5rem',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
} as const;
