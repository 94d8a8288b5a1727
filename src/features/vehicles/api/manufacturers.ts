import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { VehicleOption } from '../../../../contract/vehicles/schemas';
import { apiRequest } from '../../../session/api-request';

/** GET the makes of the car parc, as options sorted by name (the answer maps slug to name). */
export const manufacturersQuery = queryOptions({
  queryKey: ['vehicles', 'manufacturers'],
  queryFn: async ({ signal }): Promise<VehicleOption[]> => {
    const { manufacturers } = await apiRequest(vehicleRoutes.manufacturers, { signal });
    return Object.entries(manufacturers)
      .map(([value, name]) => ({ name, value }))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
  staleTime: 10 * 60_000,
});

export function useManufacturers() {
  return useQuery(manufacturersQuery);
}
