import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_VEHICLES_DEFAULT, vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { RecentVehicleSearch } from '../../../../contract/vehicles/schemas';
import { apiRequest } from '../../../session/api-request';
import { replaceRecentVehicles } from '../../../db/recent-vehicles';

import { recentVehiclesKey } from './recent-vehicles-key';

export { recentVehiclesKey };

/**
 * GET the session's recent vehicle searches (newest first) and keep them on this device for
 * `userKey`, so that the list, which reads Dexie, shows them offline too.
 */
export async function fetchRecentVehicles(userKey: string, signal?: AbortSignal): Promise<RecentVehicleSearch[]> {
  const answer = await apiRequest(vehicleRoutes.recentVehicleSearches, {
    query: { itemsPerPage: String(RECENT_VEHICLES_DEFAULT) },
    signal,
  });
  const members = answer['hydra:member'];
  await replaceRecentVehicles(
    userKey,
    members.map(({ id: _id, searchedAt, ...vehicle }) => ({ vehicle, searchedAt })),
  );
  return members;
}

export function recentVehiclesQuery(userKey: string) {
  return queryOptions({
    queryKey: [...recentVehiclesKey, userKey],
    queryFn: ({ signal }) => fetchRecentVehicles(userKey, signal),
    staleTime: 60_000,
  });
}

/** Keeps this device's copy in step with the server while online; the screen reads Dexie. */
export function useRecentVehiclesSync(userKey: string) {
  return useQuery(recentVehiclesQuery(userKey));
}
