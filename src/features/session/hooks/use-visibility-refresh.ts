import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { log } from '../../../api/log';
import { refreshSession } from '../../../session/session';
import { refreshesOnVisible } from '../visibility-rule';

/** When the tab becomes visible again the token is force-refreshed, except on a few pages (§4). */
export function useVisibilityRefresh(): void {
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState !== 'visible' || !refreshesOnVisible(pathRef.current)) return;
      if (!navigator.onLine) return;
      refreshSession({ force: true }).catch((error: unknown) => {
        log.info('Refresh on tab focus failed:', errorMessage(error));
      });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
