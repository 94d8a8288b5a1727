import { useId, useState, type ReactNode } from 'react';
import { workOrderMessages } from '../../../../contract/work-orders/messages';

/**
 * A reason field that must be filled in, with what is wrong beside it: why the work goes ahead
 * before the customer has agreed to all of it (recorded in the status history, issue 42).
 */
export function ReasonField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A modal's form asking for the reason to go ahead before the customer agreed, then doing it. */
export function OverrideForm({
  intro,
  label,
  submit,
  extra,
  onSubmit,
}: {
  intro: ReactNode;
  label: string;
  submit: string;
  /** More to do or say before the buttons. */
  extra?: ReactNode;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setError(workOrderMessages.authorisationOverrideReason);
        onSubmit(reason.trim());
      }}
    >
      <p>{intro}</p>
      <ReasonField label={label} value={reason} error={error} onChange={setReason} />
      {extra}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </div>
    </form>
  );
}
