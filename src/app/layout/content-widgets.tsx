import { lazy, Suspense, type ReactNode } from 'react';
import { log } from '../../api/log';
import { useActiveVehicle } from '../../features/vehicles/hooks/use-active-vehicle';
import { useProfile } from '../../session/profile';
import { useSession } from '../../session/use-session';
import { ErrorBoundary } from '../error-boundary';
import { retryImport } from './retry-import';

// The retailer's content around the pages (issue 27): the header menu, the footer menu and the
// home page's content load just after the first paint, in a chunk of their own with the content
// calls, so the first paint's JavaScript does not grow. The header menu's row is kept while it
// loads (no layout shift); a chunk that cannot be had leaves the page without it, not broken.
const contentWidgets = () => retryImport(() => import('./content-widgets-chunk'));
const HeaderMenu = lazy(() => contentWidgets().then((m) => ({ default: m.HeaderMenu })));
const FooterMenu = lazy(() => contentWidgets().then((m) => ({ default: m.FooterMenu })));
const ContentElementBlock = lazy(() => contentWidgets().then((m) => ({ default: m.ContentElementBlock })));

/** The header menu's chunk asked for while the start's spinner waits (as preloadDeviceWidgets). */
export function preloadContentWidgets(): void {
  contentWidgets().catch(() => {});
}

/**
 * The header menu's room while it loads, the size of the loaded menu (layout.css beside
 * content.css's .site-menu), so nothing moves when it comes: the Menu button below 64rem, two
 * rows of links above (ten items do not fit one row of the 76rem column).
 */
function HeaderShell() {
  return <div className="site-header__menu-shell" aria-hidden="true" />;
}

function Quietly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => log.error('Part of the page could not be shown:', error)}
      fallback={() => fallback}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The header menu, once it is known whether a vehicle is chosen (a logged-in person's is on their
 * record): which menu to ask for follows from it, and asking before would fetch one for nothing.
 */
export function HeaderMenuSlot() {
  const { isLoggedIn } = useSession();
  const profile = useProfile();
  const vehicleChosen = useActiveVehicle() !== null;
  const known = !isLoggedIn || profile.data !== undefined || profile.isError;
  if (!known) return <HeaderShell />;
  return (
    <Quietly fallback={<HeaderShell />}>
      <HeaderMenu vehicleChosen={vehicleChosen} />
    </Quietly>
  );
}

/** `actions`: the controls for the footer items that are not pages ('#cookie-settings'). */
export function FooterMenuSlot({ actions }: { actions?: Record<string, ReactNode> }) {
  return (
    <Quietly>
      <FooterMenu actions={actions} />
    </Quietly>
  );
}

/** The home page's own content (GET /content-elements/homepage), beside the vehicle search. */
export function HomeContentSlot() {
  return (
    <Quietly>
      <ContentElementBlock name="homepage" className="card home-content" />
    </Quietly>
  );
}
