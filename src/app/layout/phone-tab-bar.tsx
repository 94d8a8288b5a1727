import './phone-tab-bar.css';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '../../../contract/users/schemas';
import { BabbageAccountSwitcher } from '../../features/trade-accounts/components/babbage-account-switcher';
import { useSession } from '../../session/use-session';
import { CurrencyToggle } from '../../ui/currency-toggle';
import { Modal } from '../../ui/modal';
import { TaxToggle } from '../../ui/tax-toggle';
import { BasketCountAfterFirstScreen, HeaderLogoutButton } from './device-widgets';
import { TabIcon, type TabIconName } from './tab-icons';

/** A main page: where it is, its name, and which paths count as being on it. */
interface MainPage {
  to: string;
  name: string;
  icon: TabIconName;
  /** The paths that mark this page as the current one (by prefix; "/" only itself). */
  paths: string[];
}

const page = (to: string, name: string, icon: TabIconName, paths: string[] = [to]): MainPage => ({
  to,
  name,
  icon,
  paths,
});

const home = page('/', 'Home', 'home');
const stores = page('/stores', 'Stores', 'stores');
const basket = page('/store/basket', 'Basket', 'basket');
const workOrders = page('/work-orders', 'Work orders', 'work-orders');
const healthChecks = page('/health-checks', 'Health checks', 'health-checks', ['/health-checks', '/deferred-work']);
const clocking = page('/clocking', 'Clocking', 'clocking');
const technicianFigures = page('/workshop/figures', 'Technician figures', 'figures');
const vehiclesDue = page('/workshop/due', 'MOT and service due', 'calendar');
const workshopBoard = page('/workshop', 'Workshop board', 'work-orders');
const quotes = page('/account/quotes', 'Quotes', 'quotes');
const favourites = page('/account/favourites', 'Favourites', 'favourites');
const account = page('/account', 'Account', 'account');
const logIn = page('/account/login', 'Log in', 'account', ['/account/login', '/account/register']);
const offlineCatalogue = page('/settings/offline-catalogue', 'Offline catalogue', 'offline', ['/settings']);

function isOn(pathname: string, main: MainPage): boolean {
  return main.paths.some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** The page the path is on: the most specific match (Quotes and Favourites are under Account). */
export function currentOf(pathname: string, pages: MainPage[]): MainPage | undefined {
  return pages
    .filter((candidate) => isOn(pathname, candidate))
    .sort((a, b) => Math.max(...b.paths.map((p) => p.length)) - Math.max(...a.paths.map((p) => p.length)))[0];
}

/** The four pages on the bar and the rest under "More", by who is looking (issue 45). */
export function mainPagesFor(loggedIn: boolean, workshop: boolean): { tabs: MainPage[]; more: MainPage[] } {
  if (!loggedIn) return { tabs: [home, stores, basket, logIn], more: [offlineCatalogue] };
  if (workshop)
    return {
      tabs: [home, basket, workOrders, quotes],
      more: [
        stores,
        workshopBoard,
        healthChecks,
        clocking,
        technicianFigures,
        vehiclesDue,
        favourites,
        account,
        offlineCatalogue,
      ],
    };
  return { tabs: [home, stores, basket, quotes], more: [favourites, account, offlineCatalogue] };
}

// Plain links with the mark worked out here: NavLink would also mark "Account" on its Quotes.
function Tab({ main, current, children }: { main: MainPage; current: boolean; children?: ReactNode }) {
  return (
    <Link
      to={main.to}
      className={`tab-bar__tab${current ? ' tab-bar__tab--current' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      <TabIcon name={main.icon} />
      <span className="tab-bar__name">{main.name}</span>
      {children}
    </Link>
  );
}

/**
 * Phones (below 40rem, layout.css): the main pages in a bar at the foot of the screen, in reach of
 * a thumb, the one you are on marked; four of them and "More" for the rest, the way out, the trade
 * account and the price switches, which leave the header so that it keeps to a quarter of the
 * first screen. On a page under "More", the tab says which page it is. Tablets and wider keep the
 * header's navigation; the bar is hidden there, so only one "Main" navigation is ever exposed.
 */
export function PhoneTabBar({ user }: { user: User | undefined }) {
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const { tabs, more } = mainPagesFor(isLoggedIn, Boolean(user?.babbageAccount));
  const current = currentOf(pathname, [...tabs, ...more]);
  const moreCurrent = current !== undefined && more.includes(current);
  const switcher = isLoggedIn && user && user.isKeyAccount === 'true' && user.babbageAccounts.length > 0;
  return (
    <nav className="tab-bar" aria-label="Main">
      {tabs.map((main) => (
        <Tab key={main.to} main={main} current={main === current}>
          {main === basket && <BasketCountAfterFirstScreen />}
        </Tab>
      ))}
      <button
        type="button"
        className={`tab-bar__tab${moreCurrent ? ' tab-bar__tab--current' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-current={moreCurrent ? 'page' : undefined}
        aria-label={moreCurrent ? `More: ${current.name}` : 'More'}
        onClick={() => setOpen(true)}
      >
        <TabIcon name={moreCurrent ? current.icon : 'more'} />
        <span className="tab-bar__name">{moreCurrent ? current.name : 'More'}</span>
      </button>
      <Modal open={open} title="More" onClose={() => setOpen(false)}>
        <ul className="tab-bar__more">
          {more.map((main) => (
            <li key={main.to}>
              <Link
                to={main.to}
                className="tab-bar__more-link"
                aria-current={main === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <TabIcon name={main.icon} />
                {main.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="tab-bar__settings">
          {!isLoggedIn && <CurrencyToggle />}
          <TaxToggle />
        </div>
        {switcher && (
          <div className="tab-bar__switcher">
            <BabbageAccountSwitcher user={user} />
          </div>
        )}
        {isLoggedIn && (
          <div className="tab-bar__out">
            <HeaderLogoutButton />
          </div>
        )}
      </Modal>
    </nav>
  );
}
