import '../vehicles.css';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { detailValue, type VehicleDetail } from '../../../../contract/vehicles/schemas';
import { useActiveVehicle } from '../hooks/use-active-vehicle';

// The recent vehicles read Dexie: loaded when app/ says (after the first screen), so that the home
// page's start loads no Dexie.
const RecentVehicles = lazy(async () => ({ default: (await import('./recent-vehicles')).RecentVehicles }));
import { VehicleDetailsList } from './vehicle-details-list';
import { VehicleSearchEntries } from './vehicle-search-entries';

/**
 * The home page's vehicle search: the ways to find one beside the active and recent vehicles.
 * `showRecent` false leaves the recent vehicles out (app/ holds them back until the first screen).
 */
export function VehicleSearchPanel({
  showRecent = true,
  aboutVehicle,
}: {
  showRecent?: boolean;
  /** What app/ shows about the active vehicle under its details, by registration (deferred work). */
  aboutVehicle?: (registration: string, details: readonly VehicleDetail[]) => ReactNode;
}) {
  const headingId = useId();
  const details = useActiveVehicle();
  return (
    <section className="card vehicle-search-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Find your vehicle</h2>
      <div className="vehicle-search-panel__body">
        <VehicleSearchEntries />
        <div className="vehicle-search-panel__side">
          {details && (
            <section className="vehicle-search-panel__active" aria-labelledby={`${headingId}-active`}>
              <h3 id={`${headingId}-active`}>Your vehicle</h3>
              <VehicleDetailsList details={details} />
              {aboutVehicle && detailValue(details, 'VRM') && aboutVehicle(detailValue(details, 'VRM'), details)}
            </section>
          )}
          {showRecent && (
            <Suspense fallback={null}>
              <RecentVehicles />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
