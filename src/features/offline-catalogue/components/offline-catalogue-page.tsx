import '../offline-catalogue.css';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { formatAsOf, usePackState } from '../../../catalogue-pack/use-pack';
import { packDownload, runningInAnotherTab } from '../../../catalogue-pack/pack-download';
import { useMyBranch } from '../../../session/my-branch';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useStores } from '../api/stores';
import { formatBytes, progressWords } from '../pack-words';
import { StorageUse } from './storage-use';

/**
 * Settings → Offline catalogue (issue 8): choose a branch, download its range to this device with
 * the progress shown, pause and resume, see what it takes of the device's storage and when it was
 * last refreshed; refresh on demand or daily in the background. With it, search, prices and
 * last-known stock keep working when the line drops.
 */
export function OfflineCataloguePage() {
  const id = useId();
  const pack = usePackState();
  const stores = useStores();
  const mine = useMyBranch();
  const online = useOnlineStatus();
  const [chosen, setChosen] = useState<string>('');
  const [actionError, setActionError] = useState<string | null>(null);
  const [, rerender] = useState(0);

  // The person's branch (the trade account's, or the one chosen on this device) unless they
  // picked another here or a pack is already held.
  const myBranchId = (mine.kind !== 'unknown' && mine.branch?.id) || '';
  const storeList = [...(stores.data?.['hydra:member'] ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const branchId = chosen || pack?.branch.id || myBranchId || storeList[0]?.id || '';
  const branch =
    storeList.find((store) => store.id === branchId) ?? (pack && pack.branch.id === branchId ? pack.branch : undefined);

  const run = pack?.run ?? null;
  const running = packDownload.isRunning();
  // A run under way in another tab of this browser: shown as such, not as paused here.
  const [elsewhere, setElsewhere] = useState(false);
  const underWay = Boolean(run) && (pack?.phase === 'downloading' || pack?.phase === 'refreshing') && !running;
  useEffect(() => {
    if (!underWay) {
      setElsewhere(false);
      return;
    }
    let live = true;
    const look = () => void runningInAnotherTab().then((held) => live && setElsewhere(held));
    look();
    const timer = setInterval(look, 2000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [underWay]);
  const act = (action: () => Promise<void>) => {
    setActionError(null);
    const done = action().catch((error: unknown) => setActionError(errorMessage(error)));
    // isRunning() is not a store: look again once the run has started and once it has ended.
    setTimeout(() => rerender((n) => n + 1), 50);
    void done.finally(() => rerender((n) => n + 1));
  };
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => rerender((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const download = () =>
    branch && act(() => packDownload.start({ id: branch.id, name: branch.name, slug: branch.slug ?? null }));
  const busy = running || elsewhere;
  const otherBranch = Boolean(pack && branch && pack.branch.id !== branch.id);

  return (
    <Page
      title="Offline catalogue"
      narrow
      intro={
        "Keep a branch's parts on this device: search by part number or words, see prices and last-known stock, " +
        'and add to the basket when the line drops.'
      }
    >
      <ErrorBanner>{actionError}</ErrorBanner>

      <section className="pack-panel" aria-labelledby={`${id}-branch`}>
        <h2 id={`${id}-branch`} className="pack-panel__title">
          Branch
        </h2>
        <label className="field__label" htmlFor={`${id}-select`}>
          Catalogue of
        </label>
        {stores.isPending && !pack ? (
          <Spinner label="Loading stores…" />
        ) : (
          <select
            id={`${id}-select`}
            className="field__input pack-panel__select"
            value={branchId}
            disabled={busy}
            onChange={(event) => setChosen(event.target.value)}
          >
            {storeList.length === 0 && pack && <option value={pack.branch.id}>{pack.branch.name}</option>}
            {storeList.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
                {store.id === myBranchId
                  ? mine.kind === 'trade-account'
                    ? ' (your trade account)'
                    : ' (your branch)'
                  : ''}
              </option>
            ))}
          </select>
        )}
        {stores.isError && !storeList.length && (
          <p className="muted">The list of stores needs a connection; the branch held is kept.</p>
        )}
        {pack === null && (
          <div className="pack-panel__actions">
            <p>No catalogue on this device yet.</p>
            <button type="button" className="button button--accent" onClick={download} disabled={!branch || !online}>
              Download catalogue
            </button>
            {!online && <p className="muted">Downloading needs a connection.</p>}
          </div>
        )}
        {otherBranch && branch && (
          <div className="pack-panel__actions">
            <p>
              This device holds the catalogue of {pack?.branch.name}. Downloading {branch.name}'s replaces it.
            </p>
            <button type="button" className="button button--secondary" onClick={download} disabled={!online || busy}>
              Download {branch.name}
            </button>
          </div>
        )}
      </section>

      {pack && (
        <section className="pack-panel" aria-labelledby={`${id}-status`}>
          <h2 id={`${id}-status`} className="pack-panel__title">
            {pack.branch.name}
          </h2>
          {run && (
            <div className="pack-progress">
              <progress
                className="pack-progress__bar"
                value={run.received}
                max={Math.max(run.total, 1)}
                aria-label={run.kind === 'full' ? 'Download progress' : 'Refresh progress'}
              />
              <p className="pack-progress__words" role="status" aria-live="polite">
                {running || elsewhere ? (run.kind === 'full' ? 'Downloading: ' : 'Refreshing: ') : 'Paused: '}
                {progressWords(run)}
              </p>
              {pack.error && pack.phase !== 'failed' && <p className="muted">{pack.error}</p>}
              {pack.phase === 'failed' && <ErrorBanner>{pack.error}</ErrorBanner>}
              {elsewhere && <p className="muted">Under way in another Workbay tab or window.</p>}
              <div className="pack-panel__actions">
                {running ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => act(() => packDownload.pause())}
                  >
                    Pause
                  </button>
                ) : (
                  !elsewhere && (
                    <button
                      type="button"
                      className="button button--accent"
                      onClick={() => act(() => packDownload.resume())}
                      disabled={!online}
                    >
                      {pack.phase === 'failed' ? 'Try again' : 'Resume'}
                    </button>
                  )
                )}
                {!elsewhere && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => act(() => packDownload.remove())}
                  >
                    Remove from this device
                  </button>
                )}
              </div>
            </div>
          )}
          {pack.phase === 'failed' && !run && <ErrorBanner>{pack.error}</ErrorBanner>}
          {pack.version !== null && (
            <dl className="pack-facts">
              <dt>Products</dt>
              <dd>{pack.count.toLocaleString('en-GB')}</dd>
              <dt>Size</dt>
              <dd>{formatBytes(pack.bytes)}</dd>
              <dt>Prices and stock as of</dt>
              <dd>{formatAsOf(pack.refreshedAt)}</dd>
              <dt>Stock also shown for</dt>
              <dd>{pack.nearby.map((near) => `${near.name} (${near.distanceMiles} mi)`).join(', ') || 'none'}</dd>
            </dl>
          )}
          {pack.version !== null && !run && (
            <div className="pack-panel__actions">
              <button
                type="button"
                className="button button--accent"
                onClick={() => act(() => packDownload.refresh())}
                disabled={!online}
              >
                Refresh now
              </button>
              <button type="button" className="button button--ghost" onClick={() => act(() => packDownload.remove())}>
                Remove from this device
              </button>
            </div>
          )}
          <label className="pack-panel__check">
            <input
              type="checkbox"
              checked={pack.autoRefresh}
              onChange={(event) => act(() => packDownload.setAutoRefresh(event.target.checked))}
            />{' '}
            Refresh daily in the background when online
          </label>
        </section>
      )}

      <StorageUse
        packBytes={pack?.run ? pack.run.bytes : (pack?.bytes ?? 0)}
        watch={(pack?.count ?? 0) + (pack?.run?.received ?? 0)}
      />
    </Page>
  );
}
