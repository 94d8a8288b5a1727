import { discardEntry, resolveConflict, retryEntry } from '../sync/queue-actions';

/**
 * What a document's page (a work order, a quote) shows beside a field or a line about a change
 * still in the outbox (architecture: "Refusals and conflicts show where the change was made"): the
 * server's refusal in its words, or a clash with another device with both values; each with its
 * entry, so the person can settle it there.
 */
export type DocumentNote =
  | { kind: 'refused'; entryId: string; message: string }
  | { kind: 'conflict'; entryId: string; label: string; mine: string; theirs: string };

/**
 * A refusal or a clash shown beside what it is about, with the way to settle it right there: the
 * person never has to go to the sync page to learn that a change did not go through.
 */
export function ChangeNotes({ notes }: { notes: readonly DocumentNote[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <div className="change-notes">
      {notes.map((note, index) =>
        note.kind === 'refused' ? (
          <div key={`${note.entryId}-${index}`} className="change-note change-note--refused" role="alert">
            <p>
              <strong>Not saved:</strong> {note.message}
            </p>
            <div className="change-note__actions">
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
          <div key={`${note.entryId}-${index}`} className="change-note change-note--conflict" role="alert">
            <p>
              <strong>{note.label}</strong> was changed on another device at the same time.
            </p>
            <dl className="change-note__values">
              <dt>Yours</dt>
              <dd>{note.mine}</dd>
              <dt>Saved now</dt>
              <dd>{note.theirs}</dd>
            </dl>
            <div className="change-note__actions">
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
