import { useId } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import { returnReasons } from '../../../../contract/returns/reasons';
import type { ReturnProduct } from '../../../../contract/returns/schemas';
import { TextField } from '../../../ui/form-field';
import { returnDay } from '../return-labels';

/** What the person chose for one line of the order. */
export interface LineChoice {
  quantity: string;
  reason: string;
  note: string;
}
export type LineErrors = Partial<Record<'quantity' | 'reason' | 'note', string>>;

/**
 * One line of the order in the return form: how many to send back (up to what can be), why, and
 * a note when the reason asks for one. A line that cannot come back says why and asks nothing.
 */
export function ReturnLineFields({
  product,
  choice,
  errors,
  onChange,
}: {
  product: ReturnProduct;
  choice: LineChoice;
  errors: LineErrors;
  onChange: (choice: LineChoice) => void;
}) {
  const id = useId();
  const surcharge =
    product.kind === 'exchange-unit' && product.exchangeSurcharge > 0
      ? formatMoney(product.exchangeSurcharge, product.currency)
      : null;
  const needsNote = returnReasons.find((reason) => reason.code === choice.reason)?.needsNote ?? false;
  return (
    <fieldset className="return-form__part">
      <legend>
        {product.description} <span className="return__muted">{product.sku}</span>
      </legend>
      <p className="return-form__why">
        Ordered {product.quantity} at {formatMoney(product.unitPrice, product.currency)} each (exc. VAT)
        {product.returnedQuantity > 0 && `, ${product.returnedQuantity} returned`}
        {product.pendingQuantity > 0 && `, ${product.pendingQuantity} on a return under way`}
        {surcharge && `. Exchange unit: its surcharge of ${surcharge} is credited with it`}.
      </p>
      {product.notReturnable ? (
        <p className="return-form__why">
          <strong>Cannot be returned:</strong> {product.notReturnable.message}
        </p>
      ) : (
        <div className="return-form__fields">
          <TextField
            label="Quantity to return"
            name={`quantity-${product.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={product.returnableQuantity}
            step={1}
            hint={`Up to ${product.returnableQuantity}${product.returnBy ? `, by ${returnDay(product.returnBy)}` : ''}`}
            value={choice.quantity}
            error={errors.quantity}
            onChange={(event) => onChange({ ...choice, quantity: event.target.value })}
          />
          <div className={errors.reason ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`${id}-reason`}>
              Reason
            </label>
            <select
              id={`${id}-reason`}
              className="field__input"
              value={choice.reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              onChange={(event) => onChange({ ...choice, reason: event.target.value })}
            >
              <option value="">Choose a reason</option>
              {returnReasons.map((reason) => (
                <option key={reason.code} value={reason.code}>
                  {reason.label}
                </option>
              ))}
            </select>
            {errors.reason && (
              <p className="field__error" id={`${id}-reason-error`}>
                {errors.reason}
              </p>
            )}
          </div>
          {(needsNote || choice.note) && (
            <div className={`field field--wide${errors.note ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${id}-note`}>
                Note{needsNote ? '' : ' (optional)'}
              </label>
              <textarea
                id={`${id}-note`}
                className="field__input"
                rows={2}
                maxLength={500}
                value={choice.note}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? `${id}-note-error` : undefined}
                onChange={(event) => onChange({ ...choice, note: event.target.value })}
              />
              {errors.note && (
                <p className="field__error" id={`${id}-note-error`}>
                  {errors.note}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
