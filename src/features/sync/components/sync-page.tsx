import '../sync.css';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/app-db';
import type { OutboxEntry } from '../../../db/outbox';
import { conflictValuesOf } from '../../../sync/operations';
import { discardEntry, resolveConflict, retryEntry } from '../../../sync/queue-actions';
import { replayOutbox } from '../../../sync/replay';
import { useOnlineStatus } from '../../../sync/online-status';
import { useSyncState } from '../../../sync/sync-state';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { useWaitingChanges } from '../use-waiting-changes';

const stateWords = (entry: OutboxEntry, online: boolean): string => {
  if (entry.state === 'failed') return 'Refused';
  if (entry.state === 'conflict') return 'Changed elsewhere – choose a version';
  if (!online) return 'Waiting for the connection';
  return entry.attempts > 0
    ? `Waiting to retry (tried ${entry.attempts} ${entry.attempts === 1 ? 'time' : 'times'})`
    : 'Waiting to send';
};

/** A conflict's values side by side: what the person set and what is saved now. */
function ConflictValues({ entry, theirs }: { entry: OutboxEntry; theirs: unknown }) {
  const values = conflictValuesOf(entry, theirs);
  if (values.length === 0) return null;
  return (
    <table className="sync-item__values">
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Yours</th>
          <th scope="col">Now saved</th>
        </tr>
      </thead>
      <tbody>
        {values.map((value, index) => (
          <tr key={`${value.label}-${index}`}>
            <th scope="row">{value.label}</th>
            <td>{value.mine}</td>
            <td>{value.theirs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sync panel: every waiting change in words, its state and last error, retry, discard, resolve. */
export function SyncPage() {
  const online = useOnlineStatus();
  const { entries, others, loaded } = useWaitingChanges();
  const { pausedFor, replaying } = useSyncState();
  const conflicts = useLiveQuery(() => appDb.conflicts.toArray(), []) ?? [];
  const [error, setError] = useState<string | null>(null);
  const act = (action: () => Promise<void>) => {
    setError(null);
    action().catch((failure: unknown) => setError(errorMessage(failure)));
  };
  return (
    <Page
      title="Changes waiting"
      intro={
        online
          ? 'Changes made on this device go to the server in the order you made them.'
          : 'You are offline. Changes are kept on this device and sent when the connection is back.'
      }
    >
      {error && <ErrorBanner>{error}</ErrorBanner>}
      {pausedFor && (
        <ErrorBanner>Your session has ended. Log in again to send the changes waiting on this device.</ErrorBanner>
      )}
      {others > 0 && (
        <p className="sync-page__others">
          {others} {others === 1 ? 'change' : 'changes'} saved by another account on this device will be sent when that
          account logs in again.
        </p>
      )}
      {loaded && entries.length === 0 ? (
        <p>All changes have been sent.</p>
      ) : (
        <>
          <button type="button" className="button" disabled={!online || replaying} onClick={() => act(replayOutbox)}>
            {replaying ? 'Sending…' : 'Send now'}
          </button>
          <ol className="sync-list" aria-label="Waiting changes">
            {entries.map((entry) => {
              const conflict = conflicts.find((c) => c.entryId === entry.id);
              return (
                <li key={entry.id} className={`sync-item sync-item--${entry.state}`}>
                  <div className="sync-item__text">
                    <strong>{entry.description}</strong>
                    <span>
                      {stateWords(entry, online)} ·{' '}
                      {new Date(entry.createdAt).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' })}
                    </span>
                    {entry.lastError && <span className="sync-item__error">{entry.lastError}</span>}
                    {conflict && <ConflictValues entry={entry} theirs={conflict.theirs} />}
                  </div>
                  <div className="sync-item__actions">
                    {conflict ? (
                      <>
                        <button
                          type="button"
                          className="button"
                          onClick={() => act(() => resolveConflict(entry.id, 'mine'))}
                        >
                          Keep mine
                        </button>
                        <button
                          type="button"
                          className="button button--ghost"
                          onClick={() => act(() => resolveConflict(entry.id, 'theirs'))}
                        >
                          Take the server&apos;s
                        </button>
                      </>
                    ) : (
                      entry.state === 'failed' && (
                        <button type="button" className="button" onClick={() => act(() => retryEntry(entry.id))}>
                          Retry
                        </button>
                      )
                    )}
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={`Discard: ${entry.description}`}
                      onClick={() => act(() => discardEntry(entry.id))}
                    >
                      Discard
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Page>
  );
}
