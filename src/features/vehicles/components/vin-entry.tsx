import { useId, useState, type FormEvent } from 'react';
import { isValidVin, normaliseVin, vinCheckDigitValid, vinMessages } from '../../../../contract/vehicles/vin';
import { useLocalValue } from '../../../storage/local-value';
import { useAcceptVinTerms } from '../api/accept-vin-terms';
import { useVehicleByVin } from '../api/vehicle-by-vin';
import { fieldErrorOf } from '../field-error';
import { useVehicleEntry } from '../hooks/use-vehicle-entry';
import { useVehicleUser } from '../hooks/use-vehicle-user';
import { vinTermsAccepted } from '../vehicle-local-state';

const VIN_LENGTH = 17;
const TERMS_REQUIRED = 'Please accept the VIN search terms to search by VIN.';

function checkVin(vin: string): string | null {
  if (!vin) return vinMessages.required;
  return isValidVin(vin) ? null : vinMessages.invalid;
}

/**
 * The VIN entry: 17 characters, never I, O or Q. A check digit that does not match is a warning
 * only. A logged-in user's first VIN search on this device asks them to accept the VIN terms.
 */
export function VinEntry() {
  const id = useId();
  const [termsError, setTermsError] = useState<string | null>(null);
  const [askTerms, setAskTerms] = useState(false);
  const [termsTicked, setTermsTicked] = useState(false);
  const { userId, isLoggedIn } = useVehicleUser();
  const accepted = useLocalValue(vinTermsAccepted);
  const acceptTerms = useAcceptVinTerms(userId ?? '');
  const lookup = useVehicleByVin();
  const { value, setValue, error, setError, found, setFound, search: searchVin } = useVehicleEntry(lookup, 'vin');
  const vin = normaliseVin(value);
  const warning = isValidVin(vin) && !vinCheckDigitValid(vin);
  const needsTerms = isLoggedIn && userId !== null && !accepted.includes(userId);
  const pending = lookup.isPending || acceptTerms.isPending;

  const search = () => searchVin(vin, vin);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    const problem = checkVin(vin);
    setError(problem);
    if (problem || pending) return;
    if (!needsTerms) return search();
    setAskTerms(true);
    if (!termsTicked) return setTermsError(askTerms ? TERMS_REQUIRED : null);
    acceptTerms.mutate(undefined, {
      onSuccess: () => {
        setAskTerms(false);
        search();
      },
      onError: (failure) => setTermsError(fieldErrorOf(failure, 'id')),
    });
  };

  const describedBy = [error && `${id}-error`, warning && `${id}-warning`, `${id}-count`].filter(Boolean).join(' ');
  return (
    <form className="vehicle-entry" onSubmit={onSubmit} noValidate aria-label="Search by VIN">
      <label className="field__label" htmlFor={id}>
        VIN (vehicle identification number)
      </label>
      <div className="vehicle-entry__row">
        <input
          id={id}
          className={error ? 'vin-input vin-input--invalid' : 'vin-input'}
          name="vin"
          type="text"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          maxLength={24}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="button button--primary vehicle-entry__submit" disabled={pending}>
          {pending ? 'Searching…' : 'Search'}
          <span className="visually-hidden"> by VIN</span>
        </button>
      </div>
      <p className="field__hint" id={`${id}-count`}>
        {vin.length} of {VIN_LENGTH} characters
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {warning && !error && (
        <p className="vehicle-entry__warning" id={`${id}-warning`} role="status">
          {vinMessages.checkDigitWarning}
        </p>
      )}
      {askTerms && needsTerms && (
        <div className={termsError ? 'vin-terms field--invalid' : 'vin-terms'}>
          <p>
            VIN search uses vehicle data licensed for trade use. Please accept the VIN search terms before your first
            search.
          </p>
          <label className="vin-terms__label">
            <input
              type="checkbox"
              className="vin-terms__input"
              checked={termsTicked}
              onChange={(event) => {
                setTermsTicked(event.target.checked);
                setTermsError(null);
              }}
              aria-describedby={termsError ? `${id}-terms-error` : undefined}
            />
            I accept the VIN search terms
          </label>
          {termsError && (
            <p className="field__error" id={`${id}-terms-error`} role="alert">
              {termsError}
            </p>
          )}
        </div>
      )}
      {found && (
        <p className="vehicle-entry__found" role="status">
          {found}
        </p>
      )}
    </form>
  );
}
