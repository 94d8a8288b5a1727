import '../vehicles.css';
import { lazy, Suspense } from 'react';
import { detailValue } from '../../../../contract/vehicles/schemas';
import { useActiveVehicle } from '../hooks/use-active-vehicle';
import { useVehicleModal } from '../vehicle-modals';

// Each modal loads the first time it opens (the service worker precaches the chunks, so they
// open offline too); only the one open is mounted, so closing one resets its state.
const VehicleChangeModal = lazy(async () => ({ default: (await import('./vehicle-change-modal')).VehicleChangeModal }));
const VehicleLookupModal = lazy(async () => ({ default: (await import('./vehicle-lookup-modal')).VehicleLookupModal }));
const RefinementModal = lazy(async () => ({ default: (await import('./refinement-modal')).RefinementModal }));
const MotHistoryModal = lazy(async () => ({ default: (await import('./mot-history-modal')).MotHistoryModal }));

/** The four vehicle modals, mounted once by the app layout; at most one is open (vehicle-modals.ts). */
export function VehicleModalsHost() {
  const open = useVehicleModal();
  // The MOT history of the vehicle the header shows (a guest's too, who has no user record).
  const vrm = detailValue(useActiveVehicle() ?? [], 'VRM');
  return (
    <Suspense fallback={null}>
      {open === 'change' && <VehicleChangeModal />}
      {open === 'lookup' && <VehicleLookupModal />}
      {open === 'refinement' && <RefinementModal />}
      {open === 'mot-history' && <MotHistoryModal vrm={vrm || undefined} />}
    </Suspense>
  );
}
