import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { repairDataRoutes } from '../../../../contract/repair-data/routes';
import type { QuickKitType } from '../../../../contract/work-orders/quick-kits/components';
import { quickKitRoutes } from '../../../../contract/work-orders/quick-kit-routes';
import { isTransient } from '../../../api/api-error';
import { keptWorkshopList, pullWorkshopList, type WorkshopList } from '../api/workshop-lists';
import { readOr } from '../../../db/app-db';
import { savedRead } from '../../../db/saved-reads';
import { useKeptQuery } from '../../../documents/use-kept-query';
import { useOnlineStatus } from '../../../sync/online-status';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

/**
 * One of the account's lists (labour rates, custom jobs) as the device keeps it, refreshed from
 * the server whenever the device is online (issue 42). The device's copy answers first and
 * always, the server's answer replacing it as it comes.
 *
 * Before, the list was a server read (networkMode 'always', retry: false) answered from the
 * device's copy only once the network had failed, and kept only once an editor had read it
 * online. A tablet that had its work orders from the list but opened one offline had no copy: the
 * read ended in an error, and with networkMode 'always' TanStack Query does not refetch on
 * reconnect by default, so back online it was never asked again. The list stayed empty until a
 * reload, and a job went on at the £0 rate the form made up. Now the lists come with the work
 * orders (pull-work-orders.ts), the read follows the browser's connection (`enabled`), and a
 * network failure is tried again.
 *
 * `data`: undefined while nothing is known yet; `isLoading`: still reading the device, or still
 * asking the server for a list the device does not have.
 */
function useWorkshopList<L extends WorkshopList>(list: L) {
  const userId = useSession().claims?.id ?? '';
  const online = useOnlineStatus();
  const device = useLiveQuery(
    () => (userId ? readOr(() => keptWorkshopList(list, userId), null) : Promise.resolve(null)),
    [list, userId],
  );
  const server = useQuery({
    queryKey: [list === 'labourRates' ? 'labour-rates' : 'custom-jobs', userId],
    queryFn: ({ signal }) => pullWorkshopList(list, userId, signal),
    enabled: online && !!userId,
    staleTime: 5 * 60_000,
    retry: (failures, error) => isTransient(error) && failures < 3,
  });
  return {
    data: device ?? server.data,
    isLoading: device === undefined || (device === null && server.isFetching),
  };
}

/** The account's labour rates, from the device (kept with its work orders), refreshed online. */
export function useLabourRates() {
  return useWorkshopList('labourRates');
}

/** The account's custom jobs, kept and refreshed as the labour rates are. */
export function useCustomJobs() {
  return useWorkshopList('customJobs');
}

/**
 * A quick brake or service kit for the work order's vehicle (POST /work-orders/quick-{type}-kit),
 * kept on the device once read so that a kit can go on the job during an outage.
 */
export function useQuickKit(type: QuickKitType, tecdocId: number | null) {
  const userId = useSession().claims?.id ?? '';
  return useKeptQuery({
    queryKey: ['quick-kit', userId, type, tecdocId],
    queryFn: async () =>
      (
        await savedRead(userId, `work-orders/quick-kit/${type}/${tecdocId}`, () =>
          apiRequest(
            type === 'brake' ? quickKitRoutes.workOrderQuickBrakeKit : quickKitRoutes.workOrderQuickServiceKit,
            {
              body: { vehicleOptions: { tecdocId } },
            },
          ),
        )
      ).value,
    enabled: !!userId && tecdocId !== null,
  });
}

/** The vehicle's maintenance systems and their periods (§3 maintenance schedules), kept for offline. */
export function useMaintenanceSchedules(tecdocId: number | null) {
  const userId = useSession().claims?.id ?? '';
  return useKeptQuery({
    queryKey: ['maintenance-schedules', userId, tecdocId],
    queryFn: async () =>
      (
        await savedRead(
          userId,
          `work-orders/maintenance-schedules/${tecdocId}`,
          async () =>
            (await apiRequest(repairDataRoutes.maintenanceSchedules, { query: { tecdocId: String(tecdocId) } }))[
              'hydra:member'
            ],
        )
      ).value,
    enabled: tecdocId !== null,
  });
}
