import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../api/api-error';
import { readOr } from '../../../db/app-db';
import { quoteTable } from '../../../db/quotes';
import { useEntityChanges } from '../../../sync/entity-changes';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullQuote } from '../api/pull-quotes';

/**
 * One quote from the device (works offline), with its changes still in the outbox and where each
 * stands. Online, the server's copy is read on opening (with today's prices of lines that moved)
 * and laid under the changes waiting. `row`: undefined while reading, null when the device has none.
 */
export function useQuote(userId: string, id: string) {
  const online = useOnlineStatus();
  const row = useLiveQuery(() => readOr(async () => (await quoteTable.get(id)) ?? null, null), [id]);
  const changes = useEntityChanges(id);
  const pull = useQuery({
    queryKey: ['quote', id, userId],
    queryFn: ({ signal }) => pullQuote(userId, id, signal),
    enabled: online && !!userId,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });
  const mine = row && row.userId === userId ? row : row === undefined ? undefined : null;
  const unknown = pull.error instanceof ApiError && pull.error.status === 404;
  return {
    online,
    row: mine,
    changes,
    /** Read again from the server (today's prices), before turning it into a basket. */
    refresh: pull.refetch,
    /** The server does not know it and the device has none: a wrong link, or another person's. */
    notFound: mine === null && unknown,
    loading: mine === undefined || (mine === null && pull.isFetching),
    pullError: mine === null && pull.error && !unknown ? pull.error : null,
  };
}
