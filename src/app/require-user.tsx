import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/use-session';
import { LOGIN_PATH } from '../features/session/hooks/use-session-outcomes';

/** Pages for logged-in users only; guests go to the login page. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? children : <Navigate to={LOGIN_PATH} replace />;
}
