import { useMutation } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import { apiRequest } from '../../../session/api-request';

/** POST /storefront/vehicle-search/vrm; saving makes it the active vehicle and a recent search. */
export function lookupByVrm(vrm: string, saveToCache = true): Promise<Vehicle> {
  return apiRequest(vehicleRoutes.vehicleByVrm, { body: { vrm, saveToCache } });
}

export function useVehicleByVrm() {
  return useMutation({ mutationFn: (vrm: string) => lookupByVrm(vrm) });
}
