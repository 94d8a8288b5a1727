import { useEffect, useId, useRef, useState } from 'react';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import { workOrderMessages } from '../../../../contract/work-orders/messages';
import { headerFields, type WorkOrder } from '../../../../contract/work-orders/schemas';
import { offersAccountDefault, percentWords, upliftFromText } from '../uplift';
import type { WorkOrderNotes } from '../work-order-notes';
import { ChangeNotes, WaitingMark } from './change-note';

/**
 * The work order's uplift on labour (trade-features §4): the account's default (sent as null, the
 * server applies it) or the work order's own per cent, 0 for prices without uplift. Saved as a
 * setFields intent when the person leaves the field, so it works offline and merges per field;
 * the summary's figures with and without uplift follow it.
 */
export function UpliftField({
  doc,
  notes,
  accountDefault,
  onSet,
}: {
  doc: WorkOrder;
  notes: WorkOrderNotes;
  /** The account's default uplift when the device knows it. */
  accountDefault: number | null;
  onSet: (uplift: number | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The choice just made, shown at once: the work order follows it when the device has recorded
  // the change (a moment later), and the choice then goes back to following the work order.
  const [chosen, setChosen] = useState<'default' | 'own' | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setChosen(null), [doc.uplift]);
  const locked = isClosed(doc.status);
  const offersDefault = offersAccountDefault(doc);
  const own = !offersDefault || (chosen ? chosen === 'own' : doc.uplift !== null);
  const shown = String(doc.uplift ?? doc.appliedUplift);

  const useDefault = () => {
    setChosen('default');
    setError(null);
    if (doc.uplift !== null) onSet(null);
  };
  const chooseOwn = () => {
    setChosen('own');
    // Focus once the field is there; leaving it saves the figure shown as the work order's own.
    requestAnimationFrame(() => input.current?.focus());
  };
  const commit = (text: string) => {
    const value = upliftFromText(text);
    // Empty is not a figure: the account's default is the other choice.
    const checked = value === null ? null : headerFields.uplift.safeParse(value);
    if (!checked?.success) {
      setError(checked?.error.issues[0]?.message ?? workOrderMessages.uplift);
      return;
    }
    setError(null);
    if (checked.data !== doc.uplift) onSet(checked.data);
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="wo-uplift">
      <fieldset className="wo-uplift__fields" disabled={locked}>
        <legend className="wo-uplift__legend">
          Uplift <WaitingMark waiting={notes.waiting.has('uplift')} />
        </legend>
        {offersDefault && (
          <div className="wo-uplift__choices">
            <label className="wo-uplift__choice">
              <input type="radio" name={`${id}-uplift`} checked={!own} onChange={useDefault} />
              <span>
                Use the account’s default
                {accountDefault !== null ? ` (${percentWords(accountDefault)})` : ''}
              </span>
            </label>
            <label className="wo-uplift__choice">
              <input type="radio" name={`${id}-uplift`} checked={own} onChange={chooseOwn} />
              <span>Set for this work order</span>
            </label>
          </div>
        )}
        {own && (
          <div className={`field wo-uplift__own${error ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={id}>
              Uplift on labour, per cent
            </label>
            <p className="field__hint" id={hintId}>
              0 gives prices without uplift.
            </p>
            <input
              ref={input}
              key={shown}
              id={id}
              name="uplift"
              className="field__input wo-uplift__input"
              type="text"
              inputMode="decimal"
              defaultValue={shown}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              onBlur={(event) => commit(event.target.value)}
              onKeyDown={(event) => {
                // Leaving the field saves it: once, whichever way the person leaves.
                if (event.key === 'Enter') event.currentTarget.blur();
              }}
            />
            {error && (
              <p className="field__error" id={errorId}>
                {error}
              </p>
            )}
          </div>
        )}
      </fieldset>
      {/* Outside the fieldset: a refusal can be settled on a closed work order too. */}
      <ChangeNotes notes={notes.byPath.get('uplift')} />
    </div>
  );
}
