import { useState, type ReactNode } from 'react';
import {
  colourOf,
  type ColourThresholds,
  itemProblems,
  millimetres,
  type ItemState,
  type Measurement,
} from '../../../../contract/health-checks/colours';
import type { HealthCheckItem } from '../../../../contract/health-checks/schemas';
import { sideWords } from '../../../../contract/health-checks/templates';
import { ChangeNotes, type DocumentNote } from '../../../ui/change-notes';
import { spokenDay } from '../answer-words';
import { MeasurementFields } from './measurement-fields';

const states: { state: ItemState; label: string }[] = [
  { state: 'green', label: 'Green' },
  { state: 'amber', label: 'Amber' },
  { state: 'red', label: 'Red' },
  { state: 'na', label: 'N/A' },
];

const stateWords: Record<ItemState, string> = {
  'not-checked': 'not checked',
  green: 'green',
  amber: 'amber',
  red: 'red',
  na: 'not applicable',
};

/** The last check's word on this item, in a line: "Last visit (12 March): amber, 2.8 mm". */
function previousWords(item: HealthCheckItem): string | null {
  const previous = item.previous;
  if (!previous) return null;
  const day = new Date(previous.checkedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });
  const figure =
    previous.measurement?.kind === 'tread'
      ? Math.min(
          ...[previous.measurement.outer, previous.measurement.middle, previous.measurement.inner].filter(
            (v): v is number => v !== null,
          ),
        )
      : previous.measurement?.kind === 'pad' || previous.measurement?.kind === 'disc'
        ? previous.measurement.thickness
        : null;
  const parts = [
    stateWords[previous.state],
    figure !== null && Number.isFinite(figure) ? millimetres(figure) : null,
    previous.customerNote,
  ];
  const deferred = previous.deferredUntil ? ` · deferred to ${previous.deferredUntil}` : '';
  return `Last visit (${day}): ${parts.filter(Boolean).join(', ')}${deferred}`;
}

export interface ItemRowProps {
  item: HealthCheckItem;
  /** The garage's thresholds the check was started under: what a reading's colour is. */
  thresholds: ColourThresholds;
  photoCount: number;
  /** The item's photos and camera button (item-photos.tsx). */
  photos: ReactNode;
  /** The work recommended for it (recommended-work.tsx), shown with the notes. */
  work: ReactNode;
  notes: readonly DocumentNote[] | undefined;
  waiting: boolean;
  locked: boolean;
  onMark: (set: Partial<HealthCheckItem>) => void;
}

/**
 * One checklist item: its colour in one tap (two taps or fewer for a green item), the readings that
 * set the colour, and the notes; what keeps it from standing as marked is said beside it.
 */
export function ItemRow({ item, thresholds, photoCount, photos, work, notes, waiting, locked, onMark }: ItemRowProps) {
  const [open, setOpen] = useState(item.state === 'amber' || item.state === 'red');
  const name =
    item.side && !item.name.includes(sideWords[item.side]) ? `${item.name} (${sideWords[item.side]})` : item.name;
  const problems = itemProblems({ ...item, photoCount }, thresholds);
  const previous = previousWords(item);
  const measure = (measurement: Measurement) => {
    const colour = colourOf(measurement, thresholds);
    // The measurement sets the colour, unless the mechanic gave another with a reason.
    onMark(colour && !item.reason ? { measurement, state: colour } : { measurement });
  };
  const headingId = `hc-item-${item.id}`;
  return (
    <li className={`hc-item hc-item--${item.state}`} aria-labelledby={headingId}>
      <div className="hc-item__head">
        <h3 id={headingId} className="hc-item__name">
          {name}
          {item.motFailure && <span className="hc-item__mot">MOT failure</span>}
          {waiting && <span className="hc-item__waiting">Not sent yet</span>}
        </h3>
        <div className="hc-states" role="radiogroup" aria-labelledby={headingId}>
          {states.map(({ state, label }) => (
            <button
              key={state}
              type="button"
              role="radio"
              aria-checked={item.state === state}
              disabled={locked}
              className={`hc-state hc-state--${state}`}
              onClick={() => {
                onMark({ state });
                if (state === 'amber' || state === 'red') setOpen(true);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {previous && <p className="hc-item__previous">{previous}</p>}
      {item.previous?.deferredUntil && (
        <p className="hc-item__carried">
          <strong>Carried forward:</strong> the customer put this off last time, until{' '}
          {spokenDay(item.previous.deferredUntil)}.
        </p>
      )}
      {item.measures && (
        <MeasurementFields id={`m-${item.id}`} kind={item.measures} measurement={item.measurement} onChange={measure} />
      )}
      {photos}
      {problems.map((problem) => (
        <p key={problem.field} className="hc-item__problem" role="status">
          {problem.message}
        </p>
      ))}
      <ChangeNotes notes={notes} />
      <button type="button" className="hc-item__more" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Fewer details' : 'Notes, reason and MOT'}
      </button>
      {open && (
        <div className="hc-item__details">
          <NoteField
            id={`cn-${item.id}`}
            label="Note for the customer"
            value={item.customerNote}
            onSave={(customerNote) => onMark({ customerNote })}
          />
          <NoteField
            id={`in-${item.id}`}
            label="Internal note"
            value={item.internalNote}
            onSave={(internalNote) => onMark({ internalNote })}
          />
          <NoteField
            id={`re-${item.id}`}
            label="Reason for a colour other than the measurement's"
            value={item.reason}
            onSave={(reason) => onMark({ reason })}
          />
          {work}
          <label className="hc-item__check">
            <input
              type="checkbox"
              checked={item.motFailure}
              onChange={(event) => onMark({ motFailure: event.target.checked })}
            />{' '}
            Would fail its MOT
          </label>
        </div>
      )}
    </li>
  );
}

/** A note kept as typed and saved when the person leaves the field (one intent, not one per key). */
function NoteField({
  id,
  label,
  value,
  onSave,
}: {
  id: string;
  label: string;
  value: string | null;
  onSave: (value: string | null) => void;
}) {
  const [text, setText] = useState(value ?? '');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          const next = text.trim() || null;
          if (next !== (value ?? null)) onSave(next);
        }}
      />
    </div>
  );
}
