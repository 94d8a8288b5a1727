import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { log } from '../../../api/log';
import { useSession } from '../../../session/use-session';

const loadStoredBasket = () => import('../stored-basket');

/**
 * The basket's code at start (with Dexie), asked for while the session is still starting: the
 * basket's read then waits for the session alone, not for a round trip after it (issue 23).
 */
export function preloadStoredBasket(): void {
  loadStoredBasket().catch(() => {});
}

/**
 * Whether the session's basket has loaded at app start (§2, the full-screen spinner): read from
 * the device and, for a logged-in person who is online, reloaded from the server. A failed read
 * or reload counts as done: the basket is local-first, and offline the device's copy is the
 * basket. No session (a guest start that failed offline) has no basket to wait for.
 */
export function useBasketReady(): boolean {
  const { claims, isGuest } = useSession();
  const userId = claims?.id ?? null;
  const key = userId === null ? null : `${userId}:${String(isGuest)}`;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    loadStoredBasket()
      .then(({ loadBasketAtStart }) => loadBasketAtStart(userId, isGuest, navigator.onLine, controller.signal))
      .catch((error: unknown) => log.info('The basket could not be loaded at start:', errorMessage(error)))
      .finally(() => {
        if (!controller.signal.aborted) setLoadedFor(`${userId}:${String(isGuest)}`);
      });
    return () => controller.abort();
  }, [userId, isGuest]);

  return key === null || loadedFor === key;
}
