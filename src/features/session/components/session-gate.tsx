import type { ReactNode } from 'react';
import { ContractError } from '../../../api/api-error';
import { useProfile } from '../../../session/profile';
import { useSession } from '../../../session/use-session';
import { Spinner } from '../../../ui/spinner';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import { useVisibilityRefresh } from '../hooks/use-visibility-refresh';

/**
 * Runs the session's life cycle (start, refresh on tab focus) and shows the full-screen spinner
 * until the session and, for a logged-in user, the user record have loaded (§2); app/start-gate
 * waits for the rest. A user record that breaks the contract is a render error: the error
 * boundary takes over.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  useVisibilityRefresh();
  const session = useSession();
  const profile = useProfile();

  if (profile.error instanceof ContractError) throw profile.error;
  // A failed read counts as loaded: the layout's own use of the record fetches it again, and
  // showing the spinner for that retry would unmount the layout and start the loop over.
  const profileLoading = profile.isLoading && profile.errorUpdateCount === 0;
  if (session.status === 'loading' || (session.isLoggedIn && profileLoading)) {
    return <Spinner fullScreen />;
  }
  return children;
}
