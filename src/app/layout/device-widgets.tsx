import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { SearchBoxShell } from '../../features/search/components/search-box-shell';
import { AfterFirstScreen } from '../first-screen';
import { retryImport } from './retry-import';

// What the header reads from the device's store (the basket count, the changes waiting, the
// offline catalogue's suggestions) loads once the first screen is up (useAfterFirstScreen), with
// Dexie, in a chunk of its own: the home page's JavaScript before first paint stays under its aim
// (170 KB brotli), and a first visit's page does not wait behind it. Until then each shows its
// shell: the basket link without its count, no sync state, the plain search form, the log-out
// button (which first counts the changes waiting) not yet enabled.
const BasketCount = lazy(() =>
  retryImport(() => import('../../features/basket/components/basket-link')).then((m) => ({ default: m.BasketCount })),
);
const SyncIndicator = lazy(() =>
  retryImport(() => import('../../features/sync/components/sync-indicator')).then((m) => ({
    default: m.SyncIndicator,
  })),
);
const LogoutButton = lazy(() =>
  retryImport(() => import('../../features/session/components/logout-button')).then((m) => ({
    default: m.LogoutButton,
  })),
);
const SearchBox = lazy(() =>
  retryImport(() => import('../../features/search/components/search-box')).then((m) => ({ default: m.SearchBox })),
);

export function HeaderBasketLink() {
  return (
    <NavLink className="site-nav__link" to="/store/basket">
      Basket
      <AfterFirstScreen shell={null}>
        <BasketCount />
      </AfterFirstScreen>
    </NavLink>
  );
}

/** The basket's count alone, for the phone's tab bar (phone-tab-bar.tsx). */
export function BasketCountAfterFirstScreen() {
  return (
    <AfterFirstScreen shell={null}>
      <BasketCount />
    </AfterFirstScreen>
  );
}

export function HeaderSyncIndicator() {
  return (
    <AfterFirstScreen shell={null}>
      <SyncIndicator />
    </AfterFirstScreen>
  );
}

export function HeaderSearchBox() {
  return (
    <AfterFirstScreen shell={<SearchBoxShell />}>
      <SearchBox />
    </AfterFirstScreen>
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
