import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { log } from '../../../api/log';
import { useSession } from '../../../session/use-session';

/**
 * When the tab becomes visible again a logged-in person's basket is reloaded from the server
 * (§4): another device of theirs may have changed it. Not for guests, not offline, and not on
 * the pages `reloadsOn` rules out (the session's exceptions, which app/ passes in). A change of
 * the basket still waiting to be sent keeps the device's copy (pullBasket).
 */
export function useBasketReloadOnVisible(reloadsOn: (pathname: string) => boolean): void {
  const { claims, isLoggedIn } = useSession();
  const userId = isLoggedIn ? (claims?.id ?? null) : null;
  const { pathname } = useLocation();
  const latest = useRef({ pathname, reloadsOn });
  useEffect(() => {
    latest.current = { pathname, reloadsOn };
  }, [pathname, reloadsOn]);

  useEffect(() => {
    if (userId === null) return;
    let controller: AbortController | null = null;
    const onChange = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      if (!latest.current.reloadsOn(latest.current.pathname)) return;
      // One reload at a time: a quick switch away and back replaces the one still running.
      controller?.abort();
      const current = new AbortController();
      controller = current;
      import('../stored-basket')
        .then(({ reloadStoredBasket }) => reloadStoredBasket(userId, current.signal))
        .catch((error: unknown) => {
          if (!current.signal.aborted) log.info('The basket could not be reloaded on tab focus:', errorMessage(error));
        });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      controller?.abort();
    };
  }, [userId]);
}
