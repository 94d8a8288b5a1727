import { ChangeNotes } from '../../../ui/change-notes';
import type { WorkOrderNote } from '../work-order-notes';

export { ChangeNotes };

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
