import { useId, useState } from 'react';
import { headerFields, type HeaderField, type WorkOrder } from '../../../../contract/work-orders/schemas';
import { errorMessage } from '../../../api/api-error';
import { useTypedText } from '../hooks/use-typed-text';
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

/** Records a field's new value on the device (a setFields change); rejects in words. */
type SetField = (field: HeaderField, value: unknown) => Promise<unknown>;

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
  onSet: SetField;
  readOnly: boolean;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const current = doc[field];
  const shown = current === null || current === undefined ? '' : String(current);
  const save = (text: string, final: boolean) => {
    const value = valueOf(field, text);
    // The contract's own rule, so the message is the one the server would give. A figure half
    // typed is not wrong yet: the message comes when the person leaves the field.
    const checked = headerFields[field].safeParse(value);
    if (!checked.success) {
      if (final) setError(checked.error.issues[0]?.message ?? 'Please check this value.');
      return;
    }
    setError(null);
    // Compared with the device's row when written (nothing is queued for a value it holds).
    onSet(field, checked.data).catch((failure: unknown) => setError(errorMessage(failure)));
  };
  const typed = useTypedText(shown, save);
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field,
    // Kept on the device as it is typed; the saved value shows when the person is not typing.
    ...typed,
    className: 'field__input',
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
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
        <textarea rows={3} {...common} />
      ) : (
        <input
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

/**
 * Mileage, reference, the customer and a comment: kept on the device as they are typed, so
 * browser Back, a reload or the tablet sleeping loses nothing, offline too.
 */
export function WorkOrderDetails({ doc, notes, onSet }: { doc: WorkOrder; notes: WorkOrderNotes; onSet: SetField }) {
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
