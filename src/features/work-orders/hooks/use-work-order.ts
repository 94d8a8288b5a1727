import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../api/api-error';
import { appDb, readOr } from '../../../db/app-db';
import type { WorkOrderRow } from '../../../db/work-orders';
import { useSession } from '../../../session/use-session';
import { useEntityChanges } from '../../../sync/entity-changes';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullWorkOrder } from '../api/pull-work-orders';

/** A work order made on this device whose creation the server has not answered yet. */
const neverSent = (row: WorkOrderRow | null) => row !== null && row.server === null;

/**
 * One work order from the device (works offline), with its changes still in the outbox and where
 * each stands. Online, the server's copy is read on opening (once the server has the work order)
 * and laid under the changes waiting.
 * `row`: undefined while reading the device, null when the device has none.
 */
export function useWorkOrder(id: string) {
  const { claims } = useSession();
  const userId = claims?.id ?? '';
  const online = useOnlineStatus();
  const row = useLiveQuery(() => readOr(async () => (await appDb.workOrders.get(id)) ?? null, null), [id]);
  const changes = useEntityChanges(id);
  const mine = row && row.userId === userId ? row : row === undefined ? undefined : null;
  const pull = useQuery({
    queryKey: ['work-order', id, userId],
    queryFn: ({ signal }) => pullWorkOrder(userId, id, signal),
    // Asked once the device has answered, and never for a work order made here that the server
    // has not had yet: it would only answer 404 (issue 42).
    enabled: online && !!userId && mine !== undefined && !neverSent(mine),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });
  return {
    userId,
    online,
    row: mine,
    changes,
    /** The server does not know it and the device has none: a wrong link, or another account's. */
    notFound: mine === null && pull.error instanceof ApiError && pull.error.status === 404,
    /** Still asking the server for a work order the device does not hold. */
    loading: mine === undefined || (mine === null && pull.isFetching),
    pullError:
      mine === null && pull.error && !(pull.error instanceof ApiError && pull.error.status === 404) ? pull.error : null,
  };
}
