import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../../../../contract/users/schemas';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import { profileKey, profileQueryOptions } from '../../../session/profile';
import { activeVehicleChanged } from '../active-vehicle-events';
import { motHistoryQuery } from '../api/mot-history';
import { refinementKey } from '../api/refine-vehicle';
import { recentVehiclesKey } from '../api/recent-vehicles-key';
import { guestActiveVehicle } from '../vehicle-local-state';
import { vehicleModals } from '../vehicle-modals';
import { useVehicleUser } from './use-vehicle-user';

/** Query keys of answers about "the active vehicle" that a change makes wrong. */
export const activeVehicleQueryKeys = [refinementKey, motHistoryQuery(undefined).queryKey] as const;

/** Reloads the user record (refetched even if fresh); offline, the record we have. */
async function reloadUser(queryClient: QueryClient, userId: string): Promise<User | undefined> {
  try {
    return await queryClient.fetchQuery({ ...profileQueryOptions(userId), staleTime: 0 });
  } catch {
    return queryClient.getQueryData<User>(profileKey(userId));
  }
}

/**
 * What follows a change of the active vehicle, whoever made it: the user is reloaded so that the
 * header shows it, answers about the old vehicle are dropped, and the catalogue is told
 * (`activeVehicleChanged`). `vehicle` is the new one, or null after a clear.
 */
export function useActiveVehicleChanged() {
  const queryClient = useQueryClient();
  const { userId, isLoggedIn } = useVehicleUser();
  return useCallback(
    async (vehicle: Vehicle | null): Promise<User | undefined> => {
      for (const queryKey of activeVehicleQueryKeys) queryClient.removeQueries({ queryKey });
      let user: User | undefined;
      if (isLoggedIn && userId) user = await reloadUser(queryClient, userId);
      else if (userId) guestActiveVehicle.write(vehicle ? { userId, vehicleDetails: vehicle.vehicleDetails } : null);
      activeVehicleChanged();
      return user;
    },
    [queryClient, userId, isLoggedIn],
  );
}

/**
 * After a lookup that saves (trade-features §4): the vehicle joins the recent searches on this
 * device at once, the user is reloaded, and then the refinement modal opens if the user allows
 * refinement, otherwise the vehicle modals close. `refined`: the refinement's own final choice,
 * after which the modals always close.
 */
export function useVehicleSaved() {
  const queryClient = useQueryClient();
  const { userKey } = useVehicleUser();
  const changed = useActiveVehicleChanged();
  return useCallback(
    async (vehicle: Vehicle, { refined = false }: { refined?: boolean } = {}): Promise<void> => {
      // Dexie loads on first use, not before the home page's first paint.
      await import('../../../db/recent-vehicles')
        .then(({ saveRecentVehicle }) => saveRecentVehicle(userKey, vehicle))
        .catch(() => undefined);
      const user = await changed(vehicle);
      void queryClient.invalidateQueries({ queryKey: recentVehiclesKey });
      if (!refined && user?.allowVehicleRefinement) vehicleModals.open('refinement');
      else vehicleModals.closeAll();
    },
    [queryClient, userKey, changed],
  );
}
