import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import type { ChangeStatus } from '../../../sync/entity-changes';
import { useOnlineStatus } from '../../../sync/online-status';
import { discardEntry, resolveConflict, retryEntry } from '../../../sync/queue-actions';

export interface ChangeNoteWords {
  /** What the refusal says (the violation, or the specification's message). */
  refused?: string | null;
  /** In a conflict: the person's value and the server's, in words ("3", "Click and collect on 12 March"). */
  mine?: string;
  theirs?: string;
  /** What the change is, without an article, for the buttons' names: "quantity of Brembo P85020". */
  subject: string;
}

/**
 * Where one queued change stands, shown beside what it touched: waiting to be sent, not sent yet
 * and why (no connection, the server failing), refused in the server's words with Retry and
 * Discard, or clashing with the server's copy, both values side by side with Keep mine / Take the
 * server's. Nothing at all once the server has it.
 */
export function ChangeNote({
  entryId,
  status,
  words,
}: {
  entryId: string;
  status: ChangeStatus;
  words: ChangeNoteWords;
}) {
  const online = useOnlineStatus();
  const [error, setError] = useState<string | null>(null);
  const act = (action: () => Promise<void>) => {
    setError(null);
    action().catch((failure: unknown) => setError(errorMessage(failure)));
  };
  const failure = error && <span className="change-note__error">{error}</span>;

  if (status.kind === 'waiting') {
    return (
      <p className="change-note change-note--waiting" role="status">
        {online ? 'Waiting to be sent…' : 'Saved on this device – will be sent when you are back online.'}
      </p>
    );
  }
  if (status.kind === 'retrying') {
    const why = status.status === undefined ? 'the server could not be reached' : (words.refused ?? status.reason);
    return (
      <p className="change-note change-note--retrying" role="status">
        Not sent yet: {why.replace(/\.$/, '')}.{' '}
        {online ? 'Trying again shortly.' : 'It will be sent when you are back online.'}{' '}
        <button
          type="button"
          className="link-button"
          aria-label={`Discard the change to the ${words.subject}`}
          onClick={() => act(() => discardEntry(entryId))}
        >
          Discard
        </button>
        {failure}
      </p>
    );
  }
  if (status.kind === 'refused') {
    return (
      <div className="change-note change-note--refused" role="alert">
        <p>{words.refused ?? status.message}</p>
        <div className="change-note__actions">
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Try the change to the ${words.subject} again`}
            onClick={() => act(() => retryEntry(entryId))}
          >
            Try again
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Discard the change to the ${words.subject}`}
            onClick={() => act(() => discardEntry(entryId))}
          >
            Discard
          </button>
        </div>
        {failure}
      </div>
    );
  }
  return (
    <div className="change-note change-note--conflict" role="alert">
      <p>
        Changed on another device or tab.
        {words.mine !== undefined && words.theirs !== undefined && (
          <>
            {' '}
            Yours: <strong>{words.mine}</strong>. Now saved: <strong>{words.theirs}</strong>.
          </>
        )}
      </p>
      <div className="change-note__actions">
        <button
          type="button"
          className="button"
          aria-label={`Keep your ${words.subject}${words.mine ? `: ${words.mine}` : ''}`}
          onClick={() => act(() => resolveConflict(entryId, 'mine'))}
        >
          Keep mine
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-label={`Take the saved ${words.subject}${words.theirs ? `: ${words.theirs}` : ''}`}
          onClick={() => act(() => resolveConflict(entryId, 'theirs'))}
        >
          Take the saved one
        </button>
      </div>
      {failure}
    </div>
  );
}
