import '../store-locator.css';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useStore } from '../api/locations';
import { MyBranchChoice } from './my-branch-choice';
import { OpeningHours } from './opening-hours';

/** `/stores/{slug}`: one branch: address, phone, hours, and where it is. */
export function StorePage() {
  const { slug = '' } = useParams();
  const store = useStore(slug);
  if (store.isPending && store.fetchStatus === 'paused') return <OfflineNotice what="This store" />;
  if (store.isPending) return <Spinner label="Loading the store" />;
  if (store.isError)
    return (
      <Page title="Store not found">
        <ErrorBanner>{store.error.message}</ErrorBanner>
        <Link className="button button--secondary" to="/stores">
          All stores
        </Link>
      </Page>
    );
  const s = store.data;
  const mapLink = `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=16/${s.latitude}/${s.longitude}`;
  return (
    <Page title={s.name}>
      <MyBranchChoice store={s} />
      <div className="card-grid">
        <section className="card" aria-labelledby="store-address">
          <h2 id="store-address">Address</h2>
          <address>
            {[s.address.line1, s.address.line2, s.address.town, s.address.county, s.address.postcode]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
          </address>
          <p>
            Phone: <a href={`tel:${s.phone.replace(/\s+/g, '')}`}>{s.phone}</a>
          </p>
          {s.email && (
            <p>
              Email: <a href={`mailto:${s.email}`}>{s.email}</a>
            </p>
          )}
          <p>
            <a href={mapLink} rel="noopener noreferrer" target="_blank">
              Open in a map
            </a>
          </p>
        </section>
        <section className="card" aria-labelledby="store-hours">
          <h2 id="store-hours">Opening hours</h2>
          <OpeningHours hours={s.openingHours} />
        </section>
      </div>
      <Link className="button button--secondary" to="/stores">
        All stores
      </Link>
    </Page>
  );
}
