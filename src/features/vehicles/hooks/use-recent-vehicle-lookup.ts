import { useMutation } from '@tanstack/react-query';
import { detailValue, type Vehicle } from '../../../../contract/vehicles/schemas';
import { mvlFinalSearch } from '../api/mvl';
import { lookupByVin } from '../api/vehicle-by-vin';
import { lookupByVrm } from '../api/vehicle-by-vrm';

/**
 * Looks a recent vehicle up again, saving, so that it becomes the active vehicle: by its
 * registration, else its VIN, else (found by make and model) by its details through the final
 * multi-step search.
 */
export async function lookUpAgain(vehicle: Vehicle): Promise<Vehicle> {
  const details = vehicle.vehicleDetails;
  const vrm = detailValue(details, 'VRM');
  if (vrm) return lookupByVrm(vrm);
  const vin = detailValue(details, 'VIN');
  if (vin) return lookupByVin(vin);
  const optional = (value: string) => value || undefined;
  const results = await mvlFinalSearch(
    {
      make: detailValue(details, 'Make'),
      model: optional(detailValue(details, 'Model')),
      vehicleYear: optional(detailValue(details, 'VehicleYear')),
      engine: optional(detailValue(details, 'EngineSizeDescription')),
      fuel: optional(detailValue(details, 'Fuel')),
    },
    true,
  );
  const [only] = results;
  if (!only || results.length !== 1)
    throw new Error('This vehicle is no longer in the catalogue. Please search for it again.');
  return only;
}

export function useRecentVehicleLookup() {
  return useMutation({ mutationFn: lookUpAgain });
}
