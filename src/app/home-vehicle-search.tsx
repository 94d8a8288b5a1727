import { VehicleSearchPanel } from '../features/vehicles/components/vehicle-search-panel';
import { useAfterFirstScreen } from './first-screen';

/**
 * The home page's vehicle search, its recent vehicles once the first screen is up: they read
 * Dexie, whose chunk would otherwise load before the home page's largest paint (issue 23).
 */
export function HomeVehicleSearch() {
  return <VehicleSearchPanel showRecent={useAfterFirstScreen()} />;
}
