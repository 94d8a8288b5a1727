import type { VehicleDetail } from '../../../../contract/vehicles/schemas';
import { useProfile } from '../../../session/profile';
import { useLocalValue } from '../../../storage/local-value';
import { guestActiveVehicle } from '../vehicle-local-state';
import { useVehicleUser } from './use-vehicle-user';

/**
 * The active vehicle's details: the user record's `vehicleDetails` for a logged-in person, the
 * copy of the last saving lookup for a guest (who has no user record). Null when none is chosen.
 */
export function useActiveVehicle(): VehicleDetail[] | null {
  const { userId, isLoggedIn } = useVehicleUser();
  const profile = useProfile();
  const guest = useLocalValue(guestActiveVehicle);
  const details = isLoggedIn
    ? profile.data?.vehicleDetails
    : guest && guest.userId === userId
      ? guest.vehicleDetails
      : undefined;
  return details && details.length > 0 ? details : null;
}
