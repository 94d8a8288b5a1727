import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useOnlineStatus } from '../sync/online-status';

// Run offline too (the device's copy answers then). With networkMode 'always' TanStack Query does
// not refetch on reconnect unless told: a read that failed offline with no copy is asked again
// once back online, rather than staying unanswered until a reload.
const kept = { networkMode: 'always', staleTime: 5 * 60_000, retry: false, refetchOnReconnect: true } as const;

/**
 * A read kept on the device (the options above), asked again once the browser is online when it
 * failed. TanStack Query's own refetch on reconnect misses a read whose failure lands just after
 * the browser's "online" event (seen on a busy tablet: a vehicle looked up offline, its repair
 * times asked for as Wi-Fi came back, and the editor said "not on this device yet" until a reload).
 * Asked once per failure: a second failure while online waits for the next reconnect.
 */
export function useKeptQuery<T>(options: Omit<UseQueryOptions<T, Error, T, QueryKey>, keyof typeof kept>) {
  const online = useOnlineStatus();
  const query = useQuery({ ...options, ...kept });
  const { isError, refetch } = query;
  useEffect(() => {
    if (online && isError) void refetch();
  }, [online, isError, refetch]);
  return query;
}
