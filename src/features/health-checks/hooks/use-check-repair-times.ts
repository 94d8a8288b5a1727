import { useLiveQuery } from 'dexie-react-hooks';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import type { RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import { workOrderRoutes } from '../../../../contract/work-orders/routes';
import { appDb, readOr } from '../../../db/app-db';
import { listRecentVehicles, RECENT_VEHICLES_KEPT } from '../../../db/recent-vehicles';
import { savedRead } from '../../../db/saved-reads';
import { useKeptQuery } from '../../../documents/use-kept-query';
import { useRepairTasks } from '../../../documents/use-repair-tasks';
import { apiRequest } from '../../../session/api-request';

/** What the recommended-job form can offer from the vehicle's repair times. */
export type RepairTimesState = 'ready' | 'loading' | 'no-vehicle' | 'unavailable';
export interface CheckRepairTimes {
  /** The vehicle's TecDoc id, when known: parts found for the job are those that fit it. */
  tecdocId: number | null;
  tree: readonly RepairTaskGroup[];
  state: RepairTimesState;
}

interface KnownVehicle {
  tecdocId: number | null;
  /** The tree the work order on this device was built from: enough to choose offline. */
  kept: RepairTaskGroup[];
}

const plate = (vrm: string) => vrm.replace(/[\s-]/g, '').toUpperCase();

/**
 * The check's vehicle as this device knows it: its work order's (the tablet's copy, with the repair
 * times it keeps), else the vehicle last looked up under its registration. Null when neither.
 */
async function vehicleOnDevice(userId: string, check: Pick<HealthCheck, 'workOrder' | 'vrm'>) {
  const row = check.workOrder ? await appDb.workOrders.get(check.workOrder) : undefined;
  if (row && row.userId === userId && row.workOrder.tecdocId)
    return { tecdocId: row.workOrder.tecdocId, kept: row.repairTasks };
  if (!check.vrm) return null;
  const recent = await listRecentVehicles(userId, RECENT_VEHICLES_KEPT);
  const found = recent.find((candidate) => candidate.searchKey === `vrm:${plate(check.vrm ?? '')}`);
  return found?.vehicle.tecdocId ? { tecdocId: found.vehicle.tecdocId, kept: [] } : null;
}

/**
 * The vehicle's repair-time tree for a health check's recommended jobs (issue 46): the same tree,
 * kept on the device the same way, as the work order's editor uses. The vehicle (its TecDoc id)
 * is the check's work order's; a work order not on this tablet is read once online and its vehicle
 * kept, so the check's repair times open offline afterwards.
 */
export function useCheckRepairTimes(userId: string, check: Pick<HealthCheck, 'workOrder' | 'vrm'>): CheckRepairTimes {
  const device = useLiveQuery(
    () => readOr<KnownVehicle | null>(() => vehicleOnDevice(userId, check), null),
    [userId, check.workOrder, check.vrm],
  );
  const workOrderId = device === null ? check.workOrder : null;
  const server = useKeptQuery({
    queryKey: ['health-check-work-order-vehicle', userId, workOrderId],
    queryFn: async ({ signal }) =>
      (
        await savedRead(userId, `health-checks/work-order-vehicle/${workOrderId}`, async () => ({
          tecdocId: (await apiRequest(workOrderRoutes.workOrder, { params: { id: workOrderId ?? '' }, signal }))
            .tecdocId,
        }))
      ).value,
    enabled: !!userId && workOrderId !== null,
  });
  const vehicle: KnownVehicle | undefined = device ?? (server.data ? { ...server.data, kept: [] } : undefined);
  const tecdocId = vehicle?.tecdocId ?? null;
  const tree = useRepairTasks(tecdocId, vehicle?.kept ?? []);
  const finding = device === undefined || (device === null && workOrderId !== null && server.isLoading);
  if (tecdocId === null)
    // A work order that could not be read (offline, never opened here) may well have a vehicle.
    return { tecdocId, tree: [], state: finding ? 'loading' : server.isError ? 'unavailable' : 'no-vehicle' };
  if (tree.data) return { tecdocId, tree: tree.data, state: 'ready' };
  return { tecdocId, tree: [], state: tree.isLoading ? 'loading' : 'unavailable' };
}
