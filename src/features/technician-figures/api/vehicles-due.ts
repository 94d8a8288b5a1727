import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HydraCollection } from '../../../../contract/http/hydra';
import { vehiclesDueRoutes, type VehicleDue } from '../../../../contract/vehicles-due/vehicles-due';
import { savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

/** GET /vehicles-due for 30 or 60 days; the last answer of each is kept for a look offline. */
export function useVehiclesDue(userId: string, within: '30' | '60') {
  return useQuery<Saved<HydraCollection<VehicleDue>>>({
    queryKey: ['vehicles-due', userId, within],
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      savedRead(userId, `workshop/due/${within}`, () =>
        apiRequest(vehiclesDueRoutes.vehiclesDue, { query: { within }, signal }),
      ),
  });
}
