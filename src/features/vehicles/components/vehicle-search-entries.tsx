import { vehicleModals } from '../vehicle-modals';
import { RegistrationEntry } from './registration-entry';
import { VinSearchSection } from './vin-search-section';

/** The ways to find a vehicle: registration first, then VIN, then make and model. */
export function VehicleSearchEntries() {
  return (
    <div className="vehicle-search-entries">
      <RegistrationEntry />
      <VinSearchSection />
      <button
        type="button"
        className="button button--secondary vehicle-search-entries__mvl"
        onClick={() => vehicleModals.open('lookup')}
      >
        Search by make and model
      </button>
    </div>
  );
}
