import { useEffect, useRef, useState } from 'react';
import { offlineReadyAnnounced, useOfflineReadiness } from './offline-ready';

/** How long the once-only message stays before it goes by itself. */
export const NOTICE_MS = 8_000;

/**
 * "Ready to work offline", once per device (issue 45): when the service worker first takes control
 * of a page, the person learns that Workbay now opens without Wi-Fi. A small note at the foot that
 * goes by itself (or with OK), in a live region so that a screen reader hears it too; the footer
 * says it quietly afterwards (OfflineReadyNote). A device already ready when the app opens, or
 * told before, is not told again.
 */
export function OfflineReadyNotice() {
  const readiness = useOfflineReadiness();
  const seenPreparing = useRef(readiness === 'preparing');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (readiness === 'preparing') seenPreparing.current = true;
    if (readiness !== 'ready' || !seenPreparing.current || offlineReadyAnnounced.read()) return;
    offlineReadyAnnounced.write(new Date().toISOString());
    setShown(true);
    const gone = window.setTimeout(() => setShown(false), NOTICE_MS);
    return () => window.clearTimeout(gone);
  }, [readiness]);

  return (
    <div className="offline-ready" role="status">
      {shown && (
        <div className="offline-ready__note">
          <span>
            <strong>Ready to work offline.</strong> Workbay now opens on this device without Wi-Fi.
          </span>
          <button type="button" className="button button--secondary" onClick={() => setShown(false)}>
            OK
          </button>
        </div>
      )}
    </div>
  );
}

/** The footer's quiet word on it: ready, or still getting ready; nothing where there is no worker. */
export function OfflineReadyNote() {
  const readiness = useOfflineReadiness();
  if (readiness === 'none') return null;
  return (
    <p className="offline-ready__quiet">
      {readiness === 'ready' ? '✓ Ready to work offline on this device' : 'Getting ready to work offline…'}
    </p>
  );
}
