import { discardEntry, resolveConflict, retryEntry } from '../../../sync/queue-actions';
import type { QuoteNote } from '../quote-notes';

/**
 * A refusal or a clash shown beside the line or header it is about, with the way to settle it
 * right there: nobody has to go to the sync page to learn that a change did not go through.
 */
export function QuoteChangeNotes({ notes }: { notes: readonly QuoteNote[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <div className="quote-notes">
      {notes.map((note, index) =>
        note.kind === 'refused' ? (
          <div key={`${note.entryId}-${index}`} className="quote-note quote-note--refused" role="alert">
            <p>
              <strong>Not saved:</strong> {note.message}
            </p>
            <div className="quote-note__actions">
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
          <div key={`${note.entryId}-${index}`} className="quote-note quote-note--conflict" role="alert">
            <p>
              <strong>{note.label}</strong> was changed on another device at the same time.
            </p>
            <dl className="quote-note__values">
              <dt>Yours</dt>
              <dd>{note.mine}</dd>
              <dt>Saved now</dt>
              <dd>{note.theirs}</dd>
            </dl>
            <div className="quote-note__actions">
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
