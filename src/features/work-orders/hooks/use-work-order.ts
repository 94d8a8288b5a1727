import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../api/api-error';
import { appDb, readOr } from '../../../db/app-db';
import { useSession } from '../../../session/use-session';
import { useEntityChanges } from '../../../sync/entity-changes';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullWorkOrder } from '../api/pull-work-orders';

/**
 * One work order from the device (works offline), with its changes still in the outbox and where
 * each stands. Online, the server's copy is read on opening and laid under the changes waiting.
 * `row`: undefined while reading the device, null when the device has none.
 */
export function useWorkOrder(id: string) {
  const { claims } = useSession();
  const userId = claims?.id ?? '';
  const online = useOnlineStatus();
  const row = useLiveQuery(() => readOr(async () => (await appDb.workOrders.get(id)) ?? null, null), [id]);
  const changes = useEntityChanges(id);
  const pull = useQuery({
    queryKey: ['work-order', id, userId],
    queryFn: ({ signal }) => pullWorkOrder(userId, id, signal),
    enabled: online && !!userId,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });
  const mine = row && row.userId === userId ? row : row === undefined ? undefined : null;
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
