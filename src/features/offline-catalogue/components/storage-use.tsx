import { useEffect, useId, useState } from 'react';
import { useSession } from '../../../session/use-session';
import { formatBytes } from '../pack-words';

/** What this site takes of the device's storage and the browser's quota for it (StorageManager). */
export function StorageUse({ packBytes, watch }: { packBytes: number; watch: number }) {
  // A logged-in person has already been asked for (issue 45: the note told them to log in).
  const loggedIn = useSession().isLoggedIn;
  const id = useId();
  const [estimate, setEstimate] = useState<{ usage: number; quota: number; persisted: boolean } | null | undefined>(
    undefined,
  );
  useEffect(() => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.estimate) {
      setEstimate(null);
      return;
    }
    let live = true;
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]).then(
      ([{ usage = 0, quota = 0 }, persisted]) => {
        if (live) setEstimate({ usage, quota, persisted });
      },
    );
    return () => {
      live = false;
    };
  }, [watch]);

  return (
    <section className="pack-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pack-panel__title">
        Storage on this device
      </h2>
      {estimate === undefined && <p className="muted">Measuring…</p>}
      {estimate === null && <p className="muted">This browser does not say how much storage it allows.</p>}
      {estimate && (
        <>
          <meter
            className="pack-storage__meter"
            min={0}
            max={Math.max(estimate.quota, 1)}
            value={estimate.usage}
            aria-label="Storage used"
          />
          <p>
            Workbay uses {formatBytes(estimate.usage)} of the {formatBytes(estimate.quota)} this browser allows it
            {packBytes > 0 ? `; the catalogue is about ${formatBytes(packBytes)} of that.` : '.'}
          </p>
          <p className="muted">
            {estimate.persisted
              ? 'Storage is persistent: the browser will not clear it to free space.'
              : loggedIn
                ? 'Storage is not yet persistent: a browser short of space may clear it. Workbay has asked ' +
                  'the browser to keep it; some browsers agree only once the app is installed or used often.'
                : 'Storage is not yet persistent: a browser short of space may clear it. Logging in asks ' +
                  'for persistence.'}
          </p>
        </>
      )}
    </section>
  );
}
