import { useMutation } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import { apiRequest } from '../../../session/api-request';

/** GET clear-active-vehicle: shop without a vehicle again. */
export function clearActiveVehicle(): Promise<void> {
  return apiRequest(vehicleRoutes.clearActiveVehicle);
}

export function useClearActiveVehicle() {
  return useMutation({ mutationFn: clearActiveVehicle });
}
