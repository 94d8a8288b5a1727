import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useProfile } from '../../session/profile';
import { useSession } from '../../session/use-session';
import { useBasketReloadOnVisible } from '../../features/basket/hooks/use-basket-reload-on-visible';
import { productInformationKey } from '../../features/catalogue/api/product-information';
import { SavedCopyNotice } from '../../features/connectivity/components/saved-copy-notice';
import { ComparisonPanel } from '../../features/comparison/components/comparison-panel';
import { headerMenuKey } from '../../features/content/api/query-keys';
import { LoginInfoModal } from '../../features/session/components/login-info-modal';
import { useKeyAccountTheme } from '../../features/theming/hooks/use-key-account-theme';
import { refreshesOnVisible } from '../../features/session/visibility-rule';
import { onActiveVehicleChange } from '../../features/vehicles/active-vehicle-events';
import { VehicleModalsHost } from '../../features/vehicles/components/vehicle-modals-host';
import { ErrorBanner } from '../../ui/alert';
import { DatabaseOutdatedNotice } from '../database-outdated-notice';
import { OfflineReadyNote } from '../offline-ready-notice';
import { PricingProvider } from '../pricing-provider';
import { AfterFirstScreen } from '../first-screen';
import { StartGate } from '../start-gate';
import { startClickTrail } from '../click-trail';
import { FooterMenuSlot } from './content-widgets';
import { PhoneTabBar } from './phone-tab-bar';
import { SiteHeader } from './site-header';
import { ChatSupport, ConsentBanner, CookieSettingsButton } from './support-widgets';

/** A message handed over by a navigation, e.g. a refused logout (§8). */
function useNotice(): string | null {
  const { state } = useLocation() as { state: { notice?: unknown } | null };
  return typeof state?.notice === 'string' ? state.notice : null;
}

/**
 * Product information is cleared when a route change completes (trade-features §2): the prices
 * and stock the last page fetched are dropped; the new page's own stay.
 */
function useClearProductInformationOnNavigate(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.removeQueries({ queryKey: productInformationKey, type: 'inactive' });
  }, [pathname, queryClient]);
}

/**
 * The catalogue's answers that depend on the active vehicle (product lists, fitment,
 * compatibility) are refetched when it changes; price and stock do not depend on it.
 */
function useRefreshCatalogueOnVehicleChange(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onActiveVehicleChange(() => {
        void queryClient.invalidateQueries({
          queryKey: ['catalogue'],
          predicate: (query) => query.queryKey[1] !== productInformationKey[1],
        });
        // The header menu leaves out the categories with no part for the vehicle (issue 27).
        void queryClient.invalidateQueries({ queryKey: headerMenuKey });
      }),
    [queryClient],
  );
}

/** After an in-app navigation, focus moves to the new page's heading for screen readers. */
function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('page-title')?.focus();
  }, [pathname]);
}

export function AppLayout() {
  const session = useSession();
  const profile = useProfile();
  const user = session.isLoggedIn ? profile.data : undefined;
  const notice = useNotice();
  useKeyAccountTheme(user);
  useFocusHeadingOnNavigate();
  useClearProductInformationOnNavigate();
  useRefreshCatalogueOnVehicleChange();
  // §4: with the token's refresh (features/session), the basket; the same pages are left out.
  useBasketReloadOnVisible(refreshesOnVisible);
  // §9: the last 10 clicks go with an error report (render-error.ts).
  useEffect(startClickTrail, []);

  return (
    <PricingProvider user={user}>
      <StartGate>
        <div className="app">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader user={user} />
          <main id="main" className="main" tabIndex={-1}>
            <ErrorBanner>{notice}</ErrorBanner>
            <DatabaseOutdatedNotice />
            <SavedCopyNotice />
            {session.error && <ErrorBanner>We could not start your session: {session.error}</ErrorBanner>}
            <Outlet />
          </main>
          <ComparisonPanel />
          <PhoneTabBar user={user} />
          <footer className="site-footer">
            <FooterMenuSlot />
            <p>Workbay · Vehicle parts for trade and retail</p>
            <OfflineReadyNote />
            <nav aria-label="Settings">
              <Link className="site-footer__link" to="/settings/offline-catalogue">
                Offline catalogue
              </Link>
              <CookieSettingsButton className="site-footer__link" />
            </nav>
          </footer>
          <LoginInfoModal user={user} />
          <VehicleModalsHost />
          <ChatSupport />
          {/* The consent library (16 KB) asks once the first screen is up: nothing is set before the choice anyway. */}
          <AfterFirstScreen shell={null}>
            <ConsentBanner />
          </AfterFirstScreen>
        </div>
      </StartGate>
    </PricingProvider>
  );
}
