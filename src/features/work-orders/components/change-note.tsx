import { discardEntry, resolveConflict, retryEntry } from '../../../sync/queue-actions';
import type { WorkOrderNote } from '../work-order-notes';

/**
 * A refusal or a clash shown beside what it is about, with the way to settle it right there: the
 * person never has to go to the sync page to learn that a change did not go through.
 */
export function ChangeNotes({ notes }: { notes: readonly WorkOrderNote[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <div className="wo-notes">
      {notes.map((note, index) =>
        note.kind === 'refused' ? (
          <div key={`${note.entryId}-${index}`} className="wo-note wo-note--refused" role="alert">
            <p>
              <strong>Not saved:</strong> {note.message}
            </p>
            <div className="wo-note__actions">
              <button type="button" className="button button--secondary" onClick={() => void retryEntry(note.entryId)}>
                Try again
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void discardEntry(note.entryId)}
              >
                Discard this change
              </button>
            </div>
          </div>
        ) : (
          <div key={`${note.entryId}-${index}`} className="wo-note wo-note--conflict" role="alert">
            <p>
              <strong>{note.label}</strong> was changed on another device at the same time.
            </p>
            <dl className="wo-note__values">
              <dt>Yours</dt>
              <dd>{note.mine}</dd>
              <dt>Saved now</dt>
              <dd>{note.theirs}</dd>
            </dl>
            <div className="wo-note__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => void resolveConflict(note.entryId, 'mine')}
              >
                Keep mine
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void resolveConflict(note.entryId, 'theirs')}
              >
                Take theirs
              </button>
            </div>
          </div>
        ),
      )}
    </div>
  );
}

/** "Waiting to be sent" beside a line or field the server has not confirmed yet. */
export function WaitingMark({ waiting }: { waiting: boolean }) {
  return waiting ? <span className="wo-waiting">Waiting to be sent</span> : null;
}

/** The end of every line of the work order: its Remove button and what is to settle about it. */
export function LineEnd({
  name,
  disabled,
  notes,
  onRemove,
}: {
  name: string;
  disabled: boolean;
  notes: readonly WorkOrderNote[] | undefined;
  onRemove: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary wo-line__remove"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        Remove
      </button>
      <div className="wo-line__notes">
        <ChangeNotes notes={notes} />
      </div>
    </>
  );
}
