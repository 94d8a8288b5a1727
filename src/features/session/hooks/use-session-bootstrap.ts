import { useEffect } from 'react';
import { bootstrapSession } from '../../../api/bootstrap';
import { sessionStatus } from '../../../api/session-status';

/** Starts (or refreshes) the session once per page load; a remount after that does nothing. */
export function useSessionBootstrap(): void {
  useEffect(() => {
    if (sessionStatus().status === 'loading') void bootstrapSession();
  }, []);
}
