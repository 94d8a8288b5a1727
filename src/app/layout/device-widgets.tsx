import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { SearchBoxShell } from '../../features/search/components/search-box-shell';
import { retryImport } from './retry-import';

// What the header reads from the device's store (the basket count, the changes waiting, the
// offline catalogue's suggestions) loads just after the first paint, with Dexie, in chunks of its
// own: the home page's JavaScript before first paint stays under its aim (170 KB brotli). Until
// then each shows its shell: the basket link without a count, no sync state, the plain search
// form, the log-out button (which first counts the changes waiting) not yet enabled.
const loadBasketLink = () => retryImport(() => import('../../features/basket/components/basket-link'));
const loadSyncIndicator = () => retryImport(() => import('../../features/sync/components/sync-indicator'));
const loadSearchBox = () => retryImport(() => import('../../features/search/components/search-box'));
const BasketLink = lazy(() => loadBasketLink().then((m) => ({ default: m.BasketLink })));
const SyncIndicator = lazy(() => loadSyncIndicator().then((m) => ({ default: m.SyncIndicator })));
const LogoutButton = lazy(() =>
  retryImport(() => import('../../features/session/components/logout-button')).then((m) => ({
    default: m.LogoutButton,
  })),
);
const SearchBox = lazy(() => loadSearchBox().then((m) => ({ default: m.SearchBox })));

/**
 * The header's parts every page shows, asked for while the start's spinner waits for the session
 * and the basket rather than once it has gone (issue 23): the first screen no longer waits for a
 * round trip of its own for them. A failure here is left to the lazy component, which asks again.
 */
export function preloadDeviceWidgets(): void {
  for (const load of [loadBasketLink, loadSyncIndicator, loadSearchBox]) load().catch(() => {});
}

export function HeaderBasketLink() {
  return (
    <Suspense
      fallback={
        <NavLink className="site-nav__link" to="/store/basket">
          Basket
        </NavLink>
      }
    >
      <BasketLink />
    </Suspense>
  );
}

export function HeaderSyncIndicator() {
  return (
    <Suspense fallback={null}>
      <SyncIndicator />
    </Suspense>
  );
}

export function HeaderSearchBox() {
  return (
    <Suspense fallback={<SearchBoxShell />}>
      <SearchBox />
    </Suspense>
  );
}

export function HeaderLogoutButton() {
  return (
    <Suspense
      fallback={
        <button type="button" className="button button--ghost" disabled>
          Log out
        </button>
      }
    >
      <LogoutButton />
    </Suspense>
  );
}
