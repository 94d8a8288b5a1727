import { lazy, Suspense } from 'react';
import { VehicleSearchPanel } from '../features/vehicles/components/vehicle-search-panel';
import { useProfile } from '../session/profile';
import { useAfterFirstScreen } from './first-screen';

// A trade account's deferred work on the vehicle looked up (issue 46): its own chunk, after the first screen.
const VehicleDeferredWork = lazy(async () => ({
  default: (await import('../features/health-checks/components/deferred-work-page')).VehicleDeferredWork,
}));

/**
 * The home page's vehicle search, its recent vehicles once the first screen is up: they read
 * Dexie, whose chunk would otherwise load before the home page's largest paint (issue 23). For a
 * trade account, the work customers declined or put off on the vehicle shows with it.
 */
export function HomeVehicleSearch() {
  const later = useAfterFirstScreen();
  const isTrade = Boolean(useProfile().data?.babbageAccount);
  return (
    <VehicleSearchPanel
      showRecent={later}
      aboutVehicle={
        later && isTrade
          ? (registration) => (
              <Suspense fallback={null}>
                <VehicleDeferredWork vrm={registration} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
