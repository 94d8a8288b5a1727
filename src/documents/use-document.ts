import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../api/api-error';
import { readOr } from '../db/app-db';
import { useEntityChanges } from '../sync/entity-changes';
import { useOnlineStatus } from '../sync/online-status';
import type { DocumentRow, ServerDocument } from './document-kind';
import type { DocumentStore } from './create-document-store';

/** A document made on this device whose creation the server has not answered yet. */
const neverSent = (row: DocumentRow<unknown> | null) => row !== null && row.server === null;

/**
 * One document from the device (works offline), with its changes still in the outbox and where
 * each stands. Online, the server's copy is read on opening (once the device has answered, and
 * never for a document made here that the server has not had yet: it would only answer 404) and
 * laid under the changes waiting. `row`: undefined while reading the device, null when it has none.
 */
export function useDocument<D extends ServerDocument, C, R extends DocumentRow<D>, B>(
  store: DocumentStore<D, C, R, B>,
  pull: (userId: string, id: string, signal?: AbortSignal) => Promise<D>,
  userId: string,
  id: string,
) {
  const online = useOnlineStatus();
  const row = useLiveQuery(() => readOr(async () => (await store.kind.table.get(id)) ?? null, null), [id]);
  const changes = useEntityChanges(id);
  const mine = row && row.userId === userId ? row : row === undefined ? undefined : null;
  const read = useQuery({
    queryKey: [store.kind.entity, id, userId],
    queryFn: ({ signal }) => pull(userId, id, signal),
    enabled: online && !!userId && mine !== undefined && !neverSent(mine),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });
  const unknown = read.error instanceof ApiError && read.error.status === 404;
  return {
    online,
    row: mine,
    changes,
    /** Read again from the server (today's prices, before a quote turns into a basket). */
    refresh: read.refetch,
    /** The server does not know it and the device has none: a wrong link, or another account's. */
    notFound: mine === null && unknown,
    /** Still asking the server for a document the device does not hold. */
    loading: mine === undefined || (mine === null && read.isFetching),
    pullError: mine === null && read.error && !unknown ? read.error : null,
  };
}
