import { Modal } from '../../../ui/modal';
import { useVehicleModal, vehicleModals } from '../vehicle-modals';
import { RecentVehicles } from './recent-vehicles';
import { VehicleSearchEntries } from './vehicle-search-entries';

/** The vehicle change modal ('change'): every way to find a vehicle, and the recent ones. */
export function VehicleChangeModal() {
  const open = useVehicleModal() === 'change';
  return (
    <Modal open={open} title="Change vehicle" onClose={() => vehicleModals.close('change')}>
      <div className="vehicle-change">
        <VehicleSearchEntries />
        <RecentVehicles />
      </div>
    </Modal>
  );
}
