import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError, ContractError, NotLoggedInError } from '../api/api-error';

/** Retries only what may pass on a second try: network failures and server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ContractError || error instanceof NotLoggedInError) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes it is online until an 'offline' event; an app opened offline is not,
  // and its queries should wait (paused) rather than fail three times.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // 'offlineFirst': offline, a read is still tried once, so that the service worker can
      // answer it from its catalogue cache (a product or category seen once opens offline);
      // when nothing answers, it waits (paused) for the connection as before.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
