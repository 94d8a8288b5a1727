import { Link, NavLink } from 'react-router';
import type { User } from '../../../contract/users/schemas';
import { useSession } from '../../session/use-session';
import { OnlineBadge } from '../../features/connectivity/components/online-badge';
import { BrandLogo } from '../../features/theming/components/brand-logo';
import { BabbageAccountSwitcher } from '../../features/trade-accounts/components/babbage-account-switcher';
import { ActiveVehicleBadge } from '../../features/vehicles/components/active-vehicle-badge';
import { CurrencyToggle } from '../../ui/currency-toggle';
import { HeaderMenuSlot } from './content-widgets';
import { HeaderBasketLink, HeaderLogoutButton, HeaderSearchBox, HeaderSyncIndicator } from './device-widgets';
import { HeaderQuotes } from './quote-widgets';
import { TaxToggle } from '../../ui/tax-toggle';

/**
 * Logo and name, the main navigation, the active vehicle, the trade account switcher, network state and the way in
 * or out.
 */
export function SiteHeader({ user }: { user: User | undefined }) {
  const { isLoggedIn } = useSession();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="brand" to="/">
          <BrandLogo />
          <span className="brand__name">Workbay</span>
        </Link>
        <div className="site-header__status">
          <OnlineBadge />
          <HeaderSyncIndicator />
        </div>
        <span className="site-header__break" aria-hidden="true" />
        <nav className="site-nav" aria-label="Main">
          <NavLink className="site-nav__link" to="/" end>
            Home
          </NavLink>
          <NavLink className="site-nav__link" to="/stores">
            Stores
          </NavLink>
          <HeaderBasketLink />
          {isLoggedIn && (
            <>
              {user?.babbageAccount && (
                <NavLink className="site-nav__link" to="/work-orders">
                  Work orders
                </NavLink>
              )}
              <HeaderQuotes />
              <NavLink className="site-nav__link" to="/account/favourites">
                Favourites
              </NavLink>
              <NavLink className="site-nav__link" to="/account" end>
                Account
              </NavLink>
            </>
          )}
        </nav>
        <div className="site-header__tools">
          {isLoggedIn ? (
            <HeaderLogoutButton />
          ) : (
            <>
              <Link className="button button--ghost" to="/account/login">
                Log in
              </Link>
              <Link className="button button--accent" to="/account/register">
                Register
              </Link>
            </>
          )}
        </div>
      </div>
      <div className="site-header__search">
        <HeaderSearchBox />
        <div className="site-header__prices">
          {!isLoggedIn && <CurrencyToggle />}
          <TaxToggle />
        </div>
      </div>
      {/* Below 64rem one row: the Menu button and the vehicle (layout.css). */}
      <div className="site-header__row">
        <HeaderMenuSlot />
        <ActiveVehicleBadge />
      </div>
      {isLoggedIn && user && user.isKeyAccount === 'true' && user.babbageAccounts.length > 0 && (
        <div className="site-header__trade">
          <BabbageAccountSwitcher user={user} />
        </div>
      )}
    </header>
  );
}
