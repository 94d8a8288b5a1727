import { useEffect } from 'react';
import { bootstrapSession } from '../../../session/bootstrap';
import { sessionStatus } from '../../../session/session-status';

/** Starts (or refreshes) the session once per page load; a remount after that does nothing. */
export function useSessionBootstrap(): void {
  useEffect(() => {
    if (sessionStatus().status === 'loading') void bootstrapSession();
  }, []);
}
