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
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
