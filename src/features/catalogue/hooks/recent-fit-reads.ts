import { readOr } from '../../../db/app-db';
import { listRecentVehicles, type RecentVehicleRow } from '../../../db/recent-vehicles';

/** The person's recent vehicles on this device (none when IndexedDB cannot answer), for use-recent-fit-vehicles. */
export function recentVehicles(userKey: string): Promise<RecentVehicleRow[]> {
  return readOr(() => listRecentVehicles(userKey), []);
}
