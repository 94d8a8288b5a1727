import { useMutation } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import { apiRequest } from '../../../session/api-request';

/** POST /storefront/vehicle-search/vin; saving makes it the active vehicle and a recent search. */
export function lookupByVin(vin: string, saveToCache = true): Promise<Vehicle> {
  return apiRequest(vehicleRoutes.vehicleByVin, { body: { vin, saveToCache } });
}

export function useVehicleByVin() {
  return useMutation({ mutationFn: (vin: string) => lookupByVin(vin) });
}
