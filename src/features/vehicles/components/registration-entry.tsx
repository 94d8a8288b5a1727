import { useId, type FormEvent } from 'react';
import {
  formatRegistration,
  isValidRegistration,
  normaliseRegistration,
  registrationKind,
  registrationMessages,
} from '../../../../contract/vehicles/registration';
import { useVehicleByVrm } from '../api/vehicle-by-vrm';
import { useVehicleEntry } from '../hooks/use-vehicle-entry';

/** Why the registration is not looked up, or null when it may be. */
function checkRegistration(normalised: string): string | null {
  if (!normalised) return registrationMessages.required;
  return isValidRegistration(normalised) ? null : registrationMessages.invalid;
}

/**
 * The registration entry: a number-plate input (UK rear plate, or Irish once the mark reads as
 * one) that a tablet keyboard types in capitals; Enter or Search looks it up and saves it. An
 * invalid or unknown registration is said beside the plate, and what was typed stays.
 */
export function RegistrationEntry() {
  const id = useId();
  const lookup = useVehicleByVrm();
  const { value, setValue, error, setError, found, setFound, search } = useVehicleEntry(lookup, 'vrm');
  const normalised = normaliseRegistration(value);
  const irish = normalised !== '' && registrationKind(normalised) === 'irish';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    const problem = checkRegistration(normalised);
    setError(problem);
    if (problem || lookup.isPending) return;
    search(normalised, formatRegistration(normalised));
  };

  return (
    <form className="vehicle-entry" onSubmit={onSubmit} noValidate aria-label="Search by registration">
      <label className="field__label" htmlFor={id}>
        Registration
      </label>
      <div className="vehicle-entry__row">
        <div className={['plate', irish && 'plate--irish', error && 'plate--invalid'].filter(Boolean).join(' ')}>
          <span className="plate__band" aria-hidden="true">
            {irish ? 'IRL' : 'UK'}
          </span>
          <input
            id={id}
            className="plate__input"
            name="vrm"
            type="text"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            placeholder="ENTER REG"
            maxLength={16}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" className="button button--primary vehicle-entry__submit" disabled={lookup.isPending}>
          {lookup.isPending ? 'Searching…' : 'Search'}
          <span className="visually-hidden"> by registration</span>
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {found && (
        <p className="vehicle-entry__found" role="status">
          {found}
        </p>
      )}
    </form>
  );
}
