import { Dexie } from 'dexie';
import { vehicleSearchKey, type Vehicle } from '../../contract/vehicles/schemas';
import { appDb } from './app-db';

export { GUEST_USER_KEY } from './user-key';

/** How many rows a user keeps on this device; the screens show the newest ten. */
export const RECENT_VEHICLES_KEPT = 50;

/** One vehicle searched for, kept so that the recent searches show offline. */
export interface RecentVehicleRow {
  /** 'guest' or the user id. */
  userKey: string;
  /** 'vrm:WB19KFD', else 'vin:…', else 'tecdoc:…': one row per vehicle, as the server counts them. */
  searchKey: string;
  vehicle: Vehicle;
  /** ISO timestamp of the latest search. */
  searchedAt: string;
}

/** The same rule as the server's recent searches: registration, else VIN, else variant. */
export const recentVehicleSearchKey = (vehicle: Vehicle): string => vehicleSearchKey(vehicle);

const byUser = (userKey: string) =>
  appDb.recentVehicles.where('[userKey+searchedAt]').between([userKey, Dexie.minKey], [userKey, Dexie.maxKey]);

/** A user's recent vehicles, newest first. */
export function listRecentVehicles(userKey: string, limit = 10): Promise<RecentVehicleRow[]> {
  return byUser(userKey).reverse().limit(limit).toArray();
}

/** The vehicle of one search key ('vrm:WB19KFD') as a user last found it on this device. */
export function recentVehicleOf(userKey: string, searchKey: string): Promise<RecentVehicleRow | undefined> {
  return appDb.recentVehicles.get([userKey, searchKey]);
}

/** Drops a user's rows beyond the newest RECENT_VEHICLES_KEPT. */
async function trim(userKey: string): Promise<void> {
  const extra = await byUser(userKey).reverse().offset(RECENT_VEHICLES_KEPT).primaryKeys();
  if (extra.length > 0) await appDb.recentVehicles.bulkDelete(extra);
}

/** Records a search at once (a saving lookup), replacing the same vehicle's older row. */
export async function saveRecentVehicle(
  userKey: string,
  vehicle: Vehicle,
  searchedAt = new Date().toISOString(),
): Promise<void> {
  await appDb.transaction('rw', appDb.recentVehicles, async () => {
    await appDb.recentVehicles.put({ userKey, searchKey: recentVehicleSearchKey(vehicle), vehicle, searchedAt });
    await trim(userKey);
  });
}

/**
 * Makes this device's list of a user the server's list (the server keeps the searches of every
 * device): rows the server no longer lists go, the rest take the server's copy.
 */
export async function replaceRecentVehicles(
  userKey: string,
  searches: readonly { vehicle: Vehicle; searchedAt: string }[],
): Promise<void> {
  await appDb.transaction('rw', appDb.recentVehicles, async () => {
    await byUser(userKey).delete();
    await appDb.recentVehicles.bulkPut(
      searches.map(({ vehicle, searchedAt }) => ({
        userKey,
        searchKey: recentVehicleSearchKey(vehicle),
        vehicle,
        searchedAt,
      })),
    );
  });
}
