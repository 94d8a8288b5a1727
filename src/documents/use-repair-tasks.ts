import { repairDataRoutes } from '../../contract/repair-data/routes';
import type { RepairTaskGroup } from '../../contract/repair-data/schemas';
import { isTransient } from '../api/api-error';
import { savedRead } from '../db/saved-reads';
import { apiRequest } from '../session/api-request';
import { useSession } from '../session/use-session';
import { useKeptQuery } from './use-kept-query';

/**
 * The vehicle's repair-time tree: group → subgroup → task (§7 repair data), kept on the device
 * once read. A document's jobs come from it: a work order's, and a health check's recommended
 * jobs (issue 46), which share the one kept copy per vehicle.
 */
export function useRepairTasks(tecdocId: number | null, kept_: readonly RepairTaskGroup[]) {
  const userId = useSession().claims?.id ?? '';
  return useKeptQuery({
    queryKey: ['repair-tasks', userId, tecdocId],
    queryFn: async () => {
      try {
        const saved = await savedRead(
          userId,
          `work-orders/repair-tasks/${tecdocId}`,
          async () =>
            (await apiRequest(repairDataRoutes.repairTasks, { query: { tecdocId: String(tecdocId) } }))['hydra:member'],
        );
        return saved.value;
      } catch (error) {
        // The work order keeps the tree it was built from: enough to add jobs offline.
        if (isTransient(error) && kept_.length) return [...kept_];
        throw error;
      }
    },
    enabled: tecdocId !== null,
  });
}
