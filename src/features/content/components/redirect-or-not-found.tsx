import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { useRedirect } from '../api/content';
import { redirectDestination } from '../redirect-target';

/**
 * A path the app has no page for: first asked of the server's redirects (GET /redirects-by-url),
 * as the server does for a first load, so that an in-app link to an old address ('/brakes') lands
 * on the page it moved to ('/category/braking') instead of "Page not found". The old address is
 * replaced in the history, as a server redirect would. Anything else (no redirect, offline with no
 * saved answer, a failure) shows `notFound`.
 */
export function RedirectOrNotFound({ notFound }: { notFound: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const redirect = useRedirect(pathname);
  if (redirect.data) {
    const to = redirectDestination(pathname, redirect.data.targetUrl);
    if (to !== null) {
      // The old address's own query and fragment carry over when the target has none.
      const carried = to.includes('?') || to.includes('#') ? to : `${to}${search}${hash}`;
      return <Navigate to={carried} replace />;
    }
    return notFound;
  }
  if (redirect.fetchStatus === 'fetching') return <Spinner label="Looking for the page" />;
  return notFound;
}
