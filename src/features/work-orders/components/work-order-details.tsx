import { useId, useState } from 'react';
import { headerFields, type HeaderField, type WorkOrder } from '../../../../contract/work-orders/schemas';
import type { WorkOrderNotes } from '../work-order-notes';
import { ChangeNotes, WaitingMark } from './change-note';

type Editable = 'mileage' | 'reference' | 'customerName' | 'customerPhone' | 'comment';

const FIELDS: { field: Editable; label: string; type?: 'number' | 'tel' | 'textarea'; hint?: string }[] = [
  { field: 'mileage', label: 'Mileage', type: 'number', hint: 'Miles on the clock' },
  { field: 'reference', label: 'Reference' },
  { field: 'customerName', label: 'Customer name' },
  { field: 'customerPhone', label: 'Customer phone', type: 'tel' },
  { field: 'comment', label: 'Comment', type: 'textarea' },
];

/** The field's text as typed → the value the work order takes (empty is none). */
function valueOf(field: Editable, text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (field === 'mileage') return /^\d+$/.test(trimmed.replace(/,/g, '')) ? Number(trimmed.replace(/,/g, '')) : trimmed;
  return field === 'comment' ? text : trimmed;
}

function DetailField({
  doc,
  field,
  label,
  type,
  hint,
  notes,
  onSet,
  readOnly,
}: (typeof FIELDS)[number] & {
  doc: WorkOrder;
  notes: WorkOrderNotes;
  onSet: (field: HeaderField, value: unknown) => void;
  readOnly: boolean;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const current = doc[field];
  const shown = current === null || current === undefined ? '' : String(current);
  const commit = (text: string) => {
    const value = valueOf(field, text);
    // The contract's own rule, so the message is the one the server would give.
    const checked = headerFields[field].safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please check this value.');
      return;
    }
    setError(null);
    if (checked.data !== current) onSet(field, checked.data);
  };
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field,
    // Re-mounted when the saved value changes (another tablet's edit, the server's answer).
    defaultValue: shown,
    className: 'field__input',
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onBlur: (event: { target: { value: string } }) => commit(event.target.value),
  };
  return (
    <div className={`field wo-details__${field}${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label} <WaitingMark waiting={notes.waiting.has(field)} />
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {type === 'textarea' ? (
        <textarea key={shown} rows={3} {...common} />
      ) : (
        <input
          key={shown}
          type={type === 'number' ? 'text' : (type ?? 'text')}
          inputMode={type === 'number' ? 'numeric' : undefined}
          {...common}
        />
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <ChangeNotes notes={notes.byPath.get(field)} />
    </div>
  );
}

/** Mileage, reference, the customer and a comment: saved when the person leaves the field. */
export function WorkOrderDetails({
  doc,
  notes,
  onSet,
}: {
  doc: WorkOrder;
  notes: WorkOrderNotes;
  onSet: (field: HeaderField, value: unknown) => void;
}) {
  return (
    <section className="wo-section card" aria-labelledby="wo-details">
      <h2 id="wo-details">Details</h2>
      <div className="wo-details">
        {FIELDS.map((spec) => (
          <DetailField key={spec.field} {...spec} doc={doc} notes={notes} onSet={onSet} readOnly={false} />
        ))}
      </div>
    </section>
  );
}
