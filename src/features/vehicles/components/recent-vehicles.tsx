import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { formatRegistration } from '../../../../contract/vehicles/registration';
import { detailValue, vehicleTitle, type Vehicle } from '../../../../contract/vehicles/schemas';
import { errorMessage } from '../../../api/api-error';
import { readOr } from '../../../db/app-db';
import { listRecentVehicles, recentVehicleSearchKey } from '../../../db/recent-vehicles';
import { ErrorBanner } from '../../../ui/alert';
import { useRecentVehiclesSync } from '../api/recent-vehicles';
import { useRecentVehicleLookup } from '../hooks/use-recent-vehicle-lookup';
import { useVehicleSaved } from '../hooks/use-vehicle-saved';
import { useVehicleUser } from '../hooks/use-vehicle-user';

export const RECENT_VEHICLES_SHOWN = 10;

// Made when a search is first shown, not as the home page loads this: the first Intl object loads
// the browser's locale data (issue 23).
let whenFormat: Intl.DateTimeFormat | undefined;
const when = () => (whenFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

/** The registration as on the plate, else the VIN, else nothing (found by make and model). */
function Identity({ vehicle }: { vehicle: Vehicle }) {
  const vrm = detailValue(vehicle.vehicleDetails, 'VRM');
  if (vrm) return <span className="recent-vehicle__plate">{formatRegistration(vrm)}</span>;
  const vin = detailValue(vehicle.vehicleDetails, 'VIN');
  return vin ? <span className="recent-vehicle__vin">{vin}</span> : null;
}

function searchedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : when().format(date);
}

/**
 * The vehicles searched for lately, newest first, read from this device (so they show offline)
 * and kept in step with the server while online. Choosing one looks it up again and makes it
 * the active vehicle.
 */
export function RecentVehicles() {
  const headingId = useId();
  const { userKey } = useVehicleUser();
  useRecentVehiclesSync(userKey);
  const rows = useLiveQuery(() => readOr(() => listRecentVehicles(userKey, RECENT_VEHICLES_SHOWN), []), [userKey]);
  const lookup = useRecentVehicleLookup();
  const saved = useVehicleSaved();
  const [error, setError] = useState<string | null>(null);
  if (!rows || rows.length === 0) return null;

  const choose = (vehicle: Vehicle) => {
    setError(null);
    lookup.mutate(vehicle, {
      onSuccess: (found) => saved(found),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  const busyKey = lookup.isPending && lookup.variables ? recentVehicleSearchKey(lookup.variables) : null;

  return (
    <section className="recent-vehicles" aria-labelledby={headingId}>
      <h3 id={headingId}>Recent vehicles</h3>
      <ErrorBanner>{error}</ErrorBanner>
      <ul className="recent-vehicles__list">
        {rows.map(({ searchKey, vehicle, searchedAt }) => (
          <li key={searchKey}>
            <button
              type="button"
              className="recent-vehicle"
              onClick={() => choose(vehicle)}
              disabled={lookup.isPending}
              aria-busy={busyKey === searchKey || undefined}
            >
              <Identity vehicle={vehicle} />
              <span className="recent-vehicle__title">
                {vehicle.description || vehicleTitle(vehicle.vehicleDetails)}
              </span>
              <span className="recent-vehicle__when">
                {busyKey === searchKey
                  ? lookup.isPaused
                    ? 'Waiting for the connection…'
                    : 'Looking up…'
                  : searchedOn(searchedAt)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
