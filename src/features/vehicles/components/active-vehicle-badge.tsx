import '../vehicles.css';
import { useState } from 'react';
import { formatRegistration, registrationKind } from '../../../../contract/vehicles/registration';
import { detailValue, vehicleTitle } from '../../../../contract/vehicles/schemas';
import { errorMessage } from '../../../api/api-error';
import { useClearActiveVehicle } from '../api/clear-active-vehicle';
import { useActiveVehicle } from '../hooks/use-active-vehicle';
import { useActiveVehicleChanged } from '../hooks/use-vehicle-saved';
import { vehicleModals } from '../vehicle-modals';

/**
 * The active vehicle in the header, on every page: 'WB19 KFD · Ford Focus Mk4 1.0 EcoBoost 125'
 * with Change, Clear and, for a GB or Northern Ireland registration, MOT history.
 */
export function ActiveVehicleBadge() {
  const details = useActiveVehicle();
  const clear = useClearActiveVehicle();
  const changed = useActiveVehicleChanged();
  const [error, setError] = useState<string | null>(null);

  if (!details) {
    return (
      <div className="vehicle-badge vehicle-badge--empty">
        <button
          type="button"
          className="button button--accent vehicle-badge__choose"
          onClick={() => vehicleModals.open('change')}
        >
          Choose vehicle
        </button>
      </div>
    );
  }

  const vrm = detailValue(details, 'VRM');
  const title = vehicleTitle(details);
  // Irish vehicles have the NCT instead, and no MOT history.
  const hasMotHistory = vrm !== '' && registrationKind(vrm) !== 'irish';
  const onClear = () => {
    setError(null);
    clear.mutate(undefined, { onSuccess: () => changed(null), onError: (failure) => setError(errorMessage(failure)) });
  };

  return (
    <div className="vehicle-badge" role="group" aria-label="Your vehicle">
      <p className="vehicle-badge__vehicle">
        {vrm && <span className="vehicle-badge__plate">{formatRegistration(vrm)}</span>}
        {vrm && title && <span aria-hidden="true"> · </span>}
        <span className="vehicle-badge__title" title={title}>
          {title}
        </span>
      </p>
      <div className="vehicle-badge__actions">
        {hasMotHistory && (
          <button
            type="button"
            className="button button--ghost vehicle-badge__button"
            onClick={() => vehicleModals.open('mot-history')}
          >
            MOT history
          </button>
        )}
        <button
          type="button"
          className="button button--ghost vehicle-badge__button"
          onClick={() => vehicleModals.open('change')}
        >
          Change<span className="visually-hidden"> vehicle</span>
        </button>
        <button
          type="button"
          className="button button--ghost vehicle-badge__button"
          onClick={onClear}
          disabled={clear.isPending}
        >
          Clear<span className="visually-hidden"> vehicle</span>
        </button>
      </div>
      {error && (
        <p className="field__error vehicle-badge__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
