import { useQuery } from '@tanstack/react-query';
import { repairDataRoutes } from '../../../../contract/repair-data/routes';
import type { RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import type { QuickKitType } from '../../../../contract/work-orders/quick-kits/components';
import { quickKitRoutes } from '../../../../contract/work-orders/quick-kit-routes';
import { workOrderRoutes } from '../../../../contract/work-orders/routes';
import { isTransient } from '../../../api/api-error';
import { keptRead } from '../api/kept-read';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

const kept = { networkMode: 'always', staleTime: 5 * 60_000, retry: false } as const;

export function useLabourRates() {
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['labour-rates', userId],
    queryFn: () =>
      keptRead(`labour-rates:${userId}`, async () => (await apiRequest(workOrderRoutes.labourRates))['hydra:member']),
    enabled: !!userId,
    ...kept,
  });
}

export function useCustomJobs() {
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['custom-jobs', userId],
    queryFn: () =>
      keptRead(`custom-jobs:${userId}`, async () => (await apiRequest(workOrderRoutes.customJobs))['hydra:member']),
    enabled: !!userId,
    ...kept,
  });
}

/** The vehicle's repair-time tree: group → subgroup → task (§7 repair data). */
export function useRepairTasks(tecdocId: number | null, kept_: readonly RepairTaskGroup[]) {
  return useQuery({
    queryKey: ['repair-tasks', tecdocId],
    queryFn: async () => {
      try {
        return await keptRead(
          `repair-tasks:${tecdocId}`,
          async () =>
            (await apiRequest(repairDataRoutes.repairTasks, { query: { tecdocId: String(tecdocId) } }))['hydra:member'],
        );
      } catch (error) {
        // The work order keeps the tree it was built from: enough to add jobs offline.
        if (isTransient(error) && kept_.length) return [...kept_];
        throw error;
      }
    },
    enabled: tecdocId !== null,
    ...kept,
  });
}

/**
 * A quick brake or service kit for the work order's vehicle (POST /work-orders/quick-{type}-kit),
 * kept on the device once read so that a kit can go on the job during an outage.
 */
export function useQuickKit(type: QuickKitType, tecdocId: number | null) {
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['quick-kit', userId, type, tecdocId],
    queryFn: () =>
      keptRead(`quick-kit:${userId}:${type}:${tecdocId}`, () =>
        apiRequest(type === 'brake' ? quickKitRoutes.workOrderQuickBrakeKit : quickKitRoutes.workOrderQuickServiceKit, {
          body: { vehicleOptions: { tecdocId } },
        }),
      ),
    enabled: !!userId && tecdocId !== null,
    ...kept,
  });
}

/** The vehicle's maintenance systems and their periods (§3 maintenance schedules), kept for offline. */
export function useMaintenanceSchedules(tecdocId: number | null) {
  return useQuery({
    queryKey: ['maintenance-schedules', tecdocId],
    queryFn: () =>
      keptRead(
        `maintenance-schedules:${tecdocId}`,
        async () =>
          (await apiRequest(repairDataRoutes.maintenanceSchedules, { query: { tecdocId: String(tecdocId) } }))[
            'hydra:member'
          ],
      ),
    enabled: tecdocId !== null,
    ...kept,
  });
}
