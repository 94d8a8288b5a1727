import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../session/use-session';
import { retryImport } from './retry-import';

// The header's quick list of recent quotes reads the device's store: it loads after the first
// paint, in a chunk of its own, as the basket link does (device-widgets.tsx); until then, a link.
const RecentQuotes = lazy(() =>
  retryImport(() => import('../../features/quotes/components/recent-quotes')).then((m) => ({
    default: m.RecentQuotes,
  })),
);

/** "Quotes" in the header, for a logged-in person: their recent quotes at a glance. */
export function HeaderQuotes() {
  const userId = useSession().claims?.id ?? '';
  return (
    <Suspense
      fallback={
        <NavLink className="site-nav__link" to="/account/quotes">
          Quotes
        </NavLink>
      }
    >
      <RecentQuotes userId={userId} />
    </Suspense>
  );
}
