import type { ClockEventRow } from '../../../db/clocking';
import { discardEntry } from '../../../sync/queue-actions';
import { flagWords } from '../clocking-words';
import { flagsOf } from '../device-clock';

/**
 * What the server said about the clocks a control made: a refusal in its words, the flags it set
 * (overlap closed, clock skew, forgotten), or that they are still waiting to be sent.
 */
export function ClockNotes({ rows, error }: { rows: readonly ClockEventRow[]; error?: string | null }) {
  const refused = rows.filter((row) => row.problem);
  const flags = [...new Set(rows.flatMap(flagsOf))];
  const waiting = rows.some((row) => !row.server && !row.problem);
  if (!refused.length && !flags.length && !waiting && !error) return null;
  return (
    <div className="clock-notes">
      {error && (
        <p className="clock-notes__refused" role="alert">
          {error}
        </p>
      )}
      {refused.map((row) => (
        <div key={row.id} className="clock-notes__refusal">
          <p className="clock-notes__refused" role="alert">
            Not clocked: {row.problem}
          </p>
          {/* The event's outbox entry has the event's id: removing it takes the clock off the tablet. */}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void discardEntry(row.id)}
          >
            Remove this clock
          </button>
        </div>
      ))}
      {flags.map((flag) => (
        <p key={flag} className="clock-notes__flag" role="status">
          {flagWords[flag]}
        </p>
      ))}
      {waiting && <p className="clock-notes__waiting">Clocked on this tablet, waiting to be sent.</p>}
    </div>
  );
}
