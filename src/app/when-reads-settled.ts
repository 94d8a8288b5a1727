import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './when-idle';

/** How long work that waits for the page's first reads waits at most (a read that hangs). */
export const READS_WAIT_LIMIT_MS = 3_000;

/**
 * Settles once no read is under way and none has started by the browser's next idle moment (a
 * page's reads come in waves: the product, then its prices and stock), or after the limit. What
 * waits for it (the device engines, the header's device parts, the consent banner) then loads
 * after the page's own data, not alongside it: on a phone's slow line every byte asked for before
 * a page's largest paint delays it (issue 23).
 */
export async function whenReadsSettled(client: QueryClient): Promise<void> {
  const deadline = Date.now() + READS_WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    await untilNoneFetching(client, deadline - Date.now());
    await whenIdle();
    if (client.isFetching() === 0) return;
  }
}

function untilNoneFetching(client: QueryClient, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache();
    let unsubscribe = () => {};
    const timer = setTimeout(finish, limitMs);
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    if (client.isFetching() === 0) return finish();
    unsubscribe = cache.subscribe(() => {
      if (client.isFetching() === 0) finish();
    });
  });
}
