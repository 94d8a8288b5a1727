import { normaliseRegistration } from '../../../../contract/vehicles/registration';
import { vehicleSearchKey } from '../../../../contract/vehicles/schemas';
import { recentVehicleOf } from '../../../db/recent-vehicles';
import { headerFromDetails } from './vehicle-for-work-order';

/**
 * The vehicle of a registration as this device last found it (the person's recent searches), so
 * a work order started offline for a car seen before has its make, model and variant at once.
 * Null when the device has not seen it: the lookup then waits for the connection.
 */
export async function vehicleSeenOnDevice(
  userId: string,
  vrm: string,
): Promise<ReturnType<typeof headerFromDetails> | null> {
  const searchKey = vehicleSearchKey({
    vehicleDetails: [{ name: 'VRM', value: normaliseRegistration(vrm) }],
    tecdocId: null,
    description: '',
  });
  const seen = await recentVehicleOf(userId, searchKey).catch(() => undefined);
  return seen ? headerFromDetails(seen.vehicle.vehicleDetails, seen.vehicle.tecdocId) : null;
}
