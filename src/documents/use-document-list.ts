import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { readOr } from '../db/app-db';
import type { DocumentRow, ServerDocument } from './document-kind';
import type { DocumentStore } from './create-document-store';

/** A page of a document list as the server answers it (hydra). */
interface ServerPage<S> {
  'hydra:member': S[];
  'hydra:totalItems': number;
}

export interface DocumentList<D extends ServerDocument, C, R extends DocumentRow<D>, B, S extends { id: string }, F> {
  store: DocumentStore<D, C, R, B>;
  userId: string;
  filter: F;
  /** The query key's name for the server's pages. */
  name: string;
  /** One page of the server's list, filtered and paged there. */
  page(filter: F, signal: AbortSignal): Promise<ServerPage<S>>;
  /** Brings the documents kept for the next outage onto the device (the newest, the open ones). */
  keep(userId: string, signal: AbortSignal): Promise<unknown>;
  /** The device's rows filtered and paged as the server would. */
  fromDevice(rows: readonly R[], filter: F): { members: (S & { waiting: boolean })[]; total: number };
  /** A device row as the list shows it. */
  summaryOf(row: R): S;
  /** The filter is the plain first page, where documents made here and not yet sent are listed first. */
  plain(filter: F): boolean;
}

/**
 * A document list (work orders, quotes): the server's, filtered and paged there, while online; the
 * device's kept copies, filtered the same way here, while offline or when the server cannot be
 * reached. Documents made on this device and not yet sent are listed first on the plain first page;
 * each row says whether changes of its wait on the device. Online, the documents kept for the next
 * outage are brought onto the device.
 */
export function useDocumentList<D extends ServerDocument, C, R extends DocumentRow<D>, B, S extends { id: string }, F>(
  list: DocumentList<D, C, R, B, S, F>,
  online: boolean,
) {
  const { store, userId, filter } = list;
  const rows = useLiveQuery(
    () => readOr(() => store.kind.table.where('userId').equals(userId).toArray(), [] as R[]),
    [userId],
  );
  const server = useQuery({
    queryKey: [list.name, userId, filter],
    queryFn: ({ signal }) => list.page(filter, signal),
    enabled: online && !!userId,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { keep } = list;
  useEffect(() => {
    if (!online || !userId) return;
    const controller = new AbortController();
    keep(userId, controller.signal).catch(() => {});
    return () => controller.abort();
  }, [online, userId, keep]);

  const deviceRows = rows ?? [];
  if (!online || server.isError) {
    const { members, total } = list.fromDevice(deviceRows, filter);
    return { source: 'device' as const, members, total, loading: rows === undefined, error: server.error };
  }
  const waiting = new Set(deviceRows.filter((row) => row.provisional).map((row) => row.id));
  const members = (server.data?.['hydra:member'] ?? []).map((summary) => ({
    ...summary,
    waiting: waiting.has(summary.id),
  }));
  const listed = new Set(members.map((member) => member.id));
  const unsent = deviceRows
    .filter((row) => row.server === null && !listed.has(row.id))
    .map((row) => ({ ...list.summaryOf(row), waiting: true }));
  return {
    source: 'server' as const,
    members: list.plain(filter) ? [...unsent, ...members] : members,
    total: server.data?.['hydra:totalItems'] ?? 0,
    loading: server.isLoading,
    error: null,
  };
}
