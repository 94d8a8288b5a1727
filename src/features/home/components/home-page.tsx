import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { resolveTheme } from '../../../../contract/theme';
import { babbageAccountLabel, type User } from '../../../../contract/users/schemas';
import { useProfile } from '../../../session/profile';
import { useSession } from '../../../session/use-session';
import { GuestWelcome } from './guest-welcome';
import { ThemeSwatches } from './theme-swatches';

function TradeAccountCard({ user }: { user: User }) {
  const theme = resolveTheme(user.customBabbageAccountTheme);
  return (
    <section className="card card--wide">
      <h2 id="trade-heading">Your trade account</h2>
      <p className="lead">
        {user.babbageAccount ? babbageAccountLabel(user.babbageAccount) : 'No trade account chosen yet'}
      </p>
      <p className="muted">
        {user.babbageAccounts.length === 1
          ? 'This is your only trade account.'
          : `You can switch between your ${user.babbageAccounts.length} trade accounts at the top of the page.`}
      </p>
      <h3>Your branding</h3>
      {theme.logo && <img className="home-logo" src={theme.logo} alt="Your trade account logo" height={60} />}
      <ThemeSwatches theme={theme} />
    </section>
  );
}

/**
 * `/`: the vehicle search first (what a mechanic does with a car on the ramp) with the retailer's
 * own home page content beside it, then the catalogue's categories (all composed by app/); a
 * welcome for guests; for a logged-in user who they are and, for a key account, its trade account
 * and theme.
 */
export function HomePage({
  catalogue,
  vehicleSearch,
  content,
}: {
  catalogue?: ReactNode;
  vehicleSearch?: ReactNode;
  content?: ReactNode;
}) {
  const { claims, isLoggedIn } = useSession();
  const profile = useProfile();
  useEffect(() => {
    document.title = 'Workbay';
  }, []);

  const shop = catalogue && (
    <section className="home__catalogue" aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading">Shop by category</h2>
      {catalogue}
    </section>
  );
  if (!isLoggedIn || !claims)
    return (
      <>
        <GuestWelcome>
          {vehicleSearch}
          {content}
        </GuestWelcome>
        {shop}
      </>
    );

  const user = profile.data;
  const firstName = user?.firstName ?? claims.first_name;
  return (
    <div className="home">
      <section className="hero hero--compact">
        <h1 id="page-title" className="hero__title" tabIndex={-1}>
          {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        </h1>
        <p className="hero__text">
          You are logged in as <strong>{claims.email ?? user?.email}</strong>
          {user?.isKeyAccount === 'true' ? ', a trade key account.' : '.'}
        </p>
      </section>
      {vehicleSearch}
      {content}
      <div className="card-grid">
        {user?.isKeyAccount === 'true' && <TradeAccountCard user={user} />}
        <section className="card">
          <h2 id="account-heading">Your account</h2>
          <p>Check and change your name and email address.</p>
          <Link className="button button--secondary" to="/account">
            Account details
          </Link>
        </section>
        <section className="card">
          <h2 id="security-heading">Password</h2>
          <p>Change your password, or reset it from the login page if you forget it.</p>
          <Link className="button button--secondary" to="/account/change-password">
            Change password
          </Link>
        </section>
      </div>
      {shop}
    </div>
  );
}
