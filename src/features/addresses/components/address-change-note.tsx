import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import type { EntityChange } from '../../../sync/entity-changes';
import { useOnlineStatus } from '../../../sync/online-status';
import { discardEntry, resolveConflict, retryEntry } from '../../../sync/queue-actions';
import {
  changeToShow,
  conflictFields,
  isFixedInForm,
  refusalWords,
  retryReason,
  type FieldClash,
} from '../address-changes';
import { addressOperations } from '../address-outbox';

export interface AddressChangeNoteProps {
  /** The address's changes still in the outbox, oldest first (useEntityChanges). */
  changes: readonly EntityChange[];
  /** "delivery address 14 Market Street, Leeds": what the buttons' accessible names are about. */
  subject: string;
  /** The person gave a change up (discarded it, or took the server's copy): words for the page. */
  onGivenUp: (words: string) => void;
}

/**
 * Where an address's changes stand, on its card (architecture: "Refusals and conflicts show where
 * the change was made"): waiting to be sent; not sent yet and why (no connection, the server
 * failing); sent; refused in the server's words, with a way to put it right or discard it; or
 * changed elsewhere meanwhile, both values of each field that differs, with Keep mine / Take the
 * server's. The waiting and sent words are one live region, so the move from one to the other is
 * announced; a refusal or a conflict is an alert.
 */
export function AddressChangeNote({ changes, subject, onGivenUp }: AddressChangeNoteProps) {
  const online = useOnlineStatus();
  const [error, setError] = useState<string | null>(null);
  // "Sent" once the last waiting change has gone through; not when the person gave it up.
  const [hadChanges, setHadChanges] = useState(false);
  const [givingUp, setGivingUp] = useState(false);
  const [sent, setSent] = useState(false);
  const pending = changes.length > 0;
  if (pending !== hadChanges) {
    setHadChanges(pending);
    setSent(!pending && !givingUp);
    setGivingUp(false);
  }

  const change = changeToShow(changes);
  const act = (action: () => Promise<void>, givenUp?: string) => {
    setError(null);
    if (givenUp) setGivingUp(true);
    action()
      .then(() => {
        if (givenUp) onGivenUp(givenUp);
      })
      .catch((failure: unknown) => {
        setGivingUp(false);
        setError(errorMessage(failure));
      });
  };

  const status = change?.status;
  let progress: string | null = sent ? 'Sent' : null;
  if (status?.kind === 'waiting' || (status?.kind === 'retrying' && !online)) {
    // A delete tried again after a refusal waits with the address still shown: say which change waits.
    const what =
      change?.entry.operation === addressOperations.remove ? 'Deletion waiting to be sent' : 'Waiting to be sent';
    progress = online ? what : 'Saved on this device – will be sent when you are back online';
  } else if (status?.kind === 'retrying') {
    progress = `Not sent yet: ${retryReason(status.reason, status.status)}. Trying again shortly.`;
  }

  const discard = change && (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={`Discard change to ${subject}`}
      onClick={() => act(() => discardEntry(change.entry.id), `Your change to ${subject} has been discarded.`)}
    >
      Discard change
    </button>
  );

  return (
    <>
      <div className="address-note__status" role="status">
        {progress && (
          <p className={`address-note address-note--${sent ? 'sent' : 'waiting'}`}>
            <span aria-hidden="true">{sent ? '✓' : '●'}</span> {progress}
          </p>
        )}
      </div>
      {change && status?.kind === 'retrying' && online && (
        <div className="address-note__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`Try again now to send the change to ${subject}`}
            onClick={() => act(() => retryEntry(change.entry.id))}
          >
            Try again now
          </button>
          {discard}
        </div>
      )}
      {change && status?.kind === 'refused' && (
        <div className="address-note address-note--refused" role="alert">
          <p>
            {refusalWords(change).what}: {status.message}
          </p>
          <p className="address-note__fix">{refusalWords(change).fix}</p>
          <div className="address-note__actions">
            {!isFixedInForm(change) && (
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Try again to send the change to ${subject}`}
                onClick={() => act(() => retryEntry(change.entry.id))}
              >
                Try again
              </button>
            )}
            {discard}
          </div>
        </div>
      )}
      {change && status?.kind === 'conflict' && (
        <div className="address-note address-note--conflict" role="alert">
          <p>This address was changed on another device while your change waited. Choose which to keep.</p>
          <Clashes clashes={conflictFields(change, status.mine, status.theirs)} />
          <div className="address-note__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Keep mine for ${subject}`}
              onClick={() => act(() => resolveConflict(change.entry.id, 'mine'))}
            >
              Keep mine
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={`Take the server's for ${subject}`}
              onClick={() =>
                act(() => resolveConflict(change.entry.id, 'theirs'), `The server's copy of ${subject} has been kept.`)
              }
            >
              Take the server&apos;s
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="address-note__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The fields that clashed: each beside its label, yours then the one saved now. */
function Clashes({ clashes }: { clashes: readonly FieldClash[] }) {
  if (clashes.length === 0) return null;
  return (
    <dl className="address-note__clashes">
      {clashes.map((clash) => (
        <div key={clash.label} className="address-note__clash">
          <dt>{clash.label}</dt>
          <dd>
            Yours: <strong>{clash.mine}</strong>
          </dd>
          <dd>
            The server&apos;s: <strong>{clash.theirs}</strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}
