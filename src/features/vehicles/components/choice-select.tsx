import { useId } from 'react';
import type { VehicleOption } from '../../../../contract/vehicles/schemas';
import { errorMessage } from '../../../api/api-error';

export interface ChoiceSelectProps {
  label: string;
  value: string;
  options: readonly VehicleOption[];
  onChange: (value: string) => void;
  /** The options are still loading. */
  pending?: boolean;
  /** Why the options could not be loaded. */
  error?: unknown;
}

/** One step of the make-and-model lookup: a labelled select, big enough for a finger. */
export function ChoiceSelect({ label, value, options, onChange, pending = false, error }: ChoiceSelectProps) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input choice-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={pending || Boolean(error)}
        aria-busy={pending || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{pending ? 'Loading…' : `Choose ${label.toLowerCase()}`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
      {Boolean(error) && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}
