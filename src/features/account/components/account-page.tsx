import { useState } from 'react';
import { Link } from 'react-router';
import { currencyForTradingCountry } from '../../../../contract/currency';
import { babbageAccountLabel, type User } from '../../../../contract/users/schemas';
import { errorMessage } from '../../../api/api-error';
import { useProfile } from '../../../session/profile';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { ProfileForm } from './profile-form';

function fullName(user: User): string {
  return [user.firstName ?? user.first_name, user.lastName ?? user.last_name].filter(Boolean).join(' ') || '—';
}

/** /account: the logged-in user's details, editable, with the password and trading facts. */
export function AccountPage() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (profile.isError && !profile.data) {
    return (
      <Page title="Your account">
        <ErrorBanner>{errorMessage(profile.error)}</ErrorBanner>
        <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
          Try again
        </button>
      </Page>
    );
  }
  if (!profile.data) return <Spinner />;
  const user = profile.data;
  const isKeyAccount = user.isKeyAccount === 'true';

  return (
    <Page title="Your account">
      <SuccessBanner>{saved && !editing ? 'Your details have been saved.' : null}</SuccessBanner>
      <div className="card-grid">
        <section className="card">
          <h2 id="details-heading">Your details</h2>
          {editing ? (
            <ProfileForm
              user={user}
              onDone={(wasSaved) => {
                setSaved(wasSaved);
                setEditing(false);
              }}
            />
          ) : (
            <>
              <dl className="details">
                <dt>Name</dt>
                <dd>{fullName(user)}</dd>
                <dt>Email address</dt>
                <dd>{user.email ?? '—'}</dd>
                <dt>Telephone</dt>
                <dd>{user.telephone || '—'}</dd>
              </dl>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Edit details
              </button>
            </>
          )}
        </section>
        <section className="card">
          <h2 id="password-heading">Password</h2>
          <p>Change the password you log in with. You will need your current one.</p>
          <Link className="button button--secondary" to="/account/change-password">
            Change your password
          </Link>
        </section>
        <section className="card">
          <h2 id="orders-heading">Orders</h2>
          <p>Your orders and their invoices: find one by vehicle, your reference or date, or cancel one.</p>
          <Link className="button button--secondary" to="/account/orders">
            Your orders
          </Link>
        </section>
        <section className="card">
          <h2 id="tracking-heading">Tracking</h2>
          <p>Where your orders are: the van on its way with its delivery window, parcels and collections.</p>
          <Link className="button button--secondary" to="/account/tracking">
            Track your orders
          </Link>
        </section>
        <section className="card">
          <h2 id="returns-heading">Returns</h2>
          <p>Parts you have sent back for credit: where each return is, and its credit note.</p>
          <Link className="button button--secondary" to="/account/returns">
            Your returns
          </Link>
        </section>
        <section className="card">
          <h2 id="invoices-heading">Invoices</h2>
          <p>Your invoices and credit notes: find them by date, open one, or download several as a ZIP.</p>
          <Link className="button button--secondary" to="/account/invoices">
            Your invoices
          </Link>
        </section>
        <section className="card">
          <h2 id="addresses-heading">Addresses</h2>
          <p>Your delivery and billing addresses, and which of them is the default.</p>
          <Link className="button button--secondary" to="/account/addresses">
            Manage your addresses
          </Link>
        </section>
        <section className="card">
          <h2 id="offline-heading">Offline catalogue</h2>
          <p>Keep a branch's parts on this device to search, price and sell when the line drops.</p>
          <Link className="button button--secondary" to="/settings/offline-catalogue">
            Offline catalogue settings
          </Link>
        </section>
        <section className="card">
          <h2 id="trading-heading">Trading</h2>
          <dl className="details">
            <dt>Account type</dt>
            <dd>{isKeyAccount ? 'Trade (key account)' : 'Retail'}</dd>
            {isKeyAccount && (
              <>
                <dt>Active trade account</dt>
                <dd>{user.babbageAccount ? babbageAccountLabel(user.babbageAccount) : 'None chosen'}</dd>
              </>
            )}
            <dt>Trading country</dt>
            <dd>{user.tradingCountry.toUpperCase()}</dd>
            <dt>Currency</dt>
            <dd>{currencyForTradingCountry(user.tradingCountry)}</dd>
          </dl>
          {isKeyAccount && user.babbageAccounts.length > 1 && (
            <p className="muted">Switch between your trade accounts with the selector at the top of the page.</p>
          )}
        </section>
      </div>
    </Page>
  );
}
