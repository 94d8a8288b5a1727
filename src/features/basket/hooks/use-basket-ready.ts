import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { log } from '../../../api/log';
import { readClaims } from '../../../session/session-storage';
import { useSession } from '../../../session/use-session';
import { localText } from '../../../storage/local-text';
import { GUEST_BASKET_KEY, userBasketKey } from '../basket-keys';

const loadStoredBasket = () => import('../stored-basket');

/** Whether the device holds a basket id for the session (§3): without one there is nothing to load. */
function hasStoredBasket(userId: string, isGuest: boolean): boolean {
  return localText(isGuest ? GUEST_BASKET_KEY : userBasketKey(userId)).read() !== null;
}

/**
 * The basket's code at start (with Dexie), asked for while the session is still starting when the
 * device holds a basket: its read then waits for the session alone, not for a round trip after
 * it (issue 23). A first visit has none, and loads no Dexie before its first screen.
 */
export function preloadStoredBasket(): void {
  const claims = readClaims();
  if (claims && hasStoredBasket(claims.id, claims.guest_user)) loadStoredBasket().catch(() => {});
}

/**
 * Whether the session's basket has loaded at app start (§2, the full-screen spinner): read from
 * the device and, for a logged-in person who is online, reloaded from the server. A failed read
 * or reload counts as done: the basket is local-first, and offline the device's copy is the
 * basket. No session (a guest start that failed offline) has no basket to wait for, nor has a
 * session whose device holds no basket id (a basket is made when it is first used).
 */
export function useBasketReady(): boolean {
  const { claims, isGuest } = useSession();
  const userId = claims?.id ?? null;
  const key = userId === null ? null : `${userId}:${String(isGuest)}`;
  const stored = userId !== null && hasStoredBasket(userId, isGuest);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  useEffect(() => {
    if (userId === null || !stored) return;
    const controller = new AbortController();
    loadStoredBasket()
      .then(({ loadBasketAtStart }) => loadBasketAtStart(userId, isGuest, navigator.onLine, controller.signal))
      .catch((error: unknown) => log.info('The basket could not be loaded at start:', errorMessage(error)))
      .finally(() => {
        if (!controller.signal.aborted) setLoadedFor(`${userId}:${String(isGuest)}`);
      });
    return () => controller.abort();
  }, [userId, isGuest, stored]);

  return key === null || !stored || loadedFor === key;
}
