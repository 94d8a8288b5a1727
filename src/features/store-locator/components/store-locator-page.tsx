import '../store-locator.css';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CountryCode, Location, NearbyLocation } from '../../../../contract/locations/schemas';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useNearestStores, useStores } from '../api/locations';
import { MyBranchChoice } from './my-branch-choice';
import { OpeningHours } from './opening-hours';
import { StoresMap } from './stores-map';

const countries: { code: CountryCode; label: string }[] = [
  { code: 'GBR', label: 'United Kingdom' },
  { code: 'IRL', label: 'Ireland' },
];

/**
 * `/stores`: find the nearest branch from a town, a postcode or district, or an Eircode. Every
 * store within about 33 miles shows, nearest first, or else the nearest five in the country.
 */
export function StoreLocatorPage() {
  const [params, setParams] = useSearchParams();
  const place = params.get('place') ?? '';
  const country = (params.get('country') === 'IRL' ? 'IRL' : 'GBR') as CountryCode;
  const [text, setText] = useState(place);
  const [chosenCountry, setChosenCountry] = useState<CountryCode>(country);
  const stores = useStores();
  // The map and the list of every store render from a deferred copy of the answer: React renders
  // them at transition priority, in slices a phone can answer taps between, rather than in the
  // one long task an answer from TanStack Query's store gets (issue 23: 200 ms at 4× CPU).
  const shown = useDeferredValue(stores.data);
  const nearest = useNearestStores(place, country);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setParams({ place: text.trim(), country: chosenCountry });
  };

  const all = shown?.['hydra:member'] ?? [];
  // Offline, a place not searched before waits for the server (its town or postcode is looked
  // up there): the last place's stores, kept while a search loads, must not stand in for it.
  const waitingForNetwork =
    place !== '' && nearest.fetchStatus === 'paused' && (nearest.isPending || nearest.isPlaceholderData);
  const found = place && !waitingForNetwork ? (nearest.data?.locations ?? []) : [];
  const listed = place ? found : all;
  return (
    <Page title="Find a store" intro="Every branch holds trade stock for same-day collection.">
      <form className="locator-form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="locator-place">
            Town, postcode or Eircode
          </label>
          <input
            id="locator-place"
            className="field__input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. Harrogate, LS5 or D12"
            autoComplete="postal-code"
            enterKeyHint="search"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="locator-country">
            Country
          </label>
          <select
            id="locator-country"
            className="field__input"
            value={chosenCountry}
            onChange={(event) => setChosenCountry(event.target.value as CountryCode)}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--accent">
          Find stores
        </button>
      </form>

      {nearest.isError && <ErrorBanner>{nearest.error.message}</ErrorBanner>}
      {place && !waitingForNetwork && nearest.data?.message && (
        <p className="banner banner--info" role="status">
          {nearest.data.message}
        </p>
      )}

      <div className="locator">
        <div className="locator__map">
          {stores.isPending && stores.fetchStatus === 'paused' ? (
            <OfflineNotice what="The map of stores" />
          ) : stores.isPending || (stores.data && !shown) ? (
            <Spinner label="Loading the stores" />
          ) : (
            <StoresMap
              stores={all}
              highlighted={new Set(found.map((store) => store.id))}
              place={place && !waitingForNetwork ? (nearest.data?.place ?? null) : null}
            />
          )}
        </div>
        <div className="locator__list">
          {place && nearest.isFetching && <Spinner label="Finding stores" />}
          {waitingForNetwork && <OfflineNotice what={`The stores near ${place}`} />}
          {/* The list's heading: its stores' names are the level below it. */}
          {place && !waitingForNetwork && nearest.data?.place ? (
            <h2 className="locator__heading" aria-live="polite">
              {found.length} {found.length === 1 ? 'store' : 'stores'} near {nearest.data.place.name}
            </h2>
          ) : (
            !place &&
            all.length > 0 && (
              <h2 className="locator__heading">
                All {all.length} {all.length === 1 ? 'store' : 'stores'}
              </h2>
            )
          )}
          {/* Only with its stores: the list is then put on the page whole, not item by item into an
              empty list already there (49 insertions, each a style invalidation: issue 23). */}
          {listed.length > 0 && (
            <ol className="store-list">
              {listed.map((store) => (
                <StoreItem key={store.id} store={store} />
              ))}
            </ol>
          )}
          {stores.isError && <ErrorBanner>{stores.error.message}</ErrorBanner>}
        </div>
      </div>
    </Page>
  );
}

function StoreItem({ store }: { store: Location | NearbyLocation }) {
  return (
    <li className="store-item card">
      <h3 className="store-item__name">
        <Link to={`/stores/${store.slug}`}>{store.name}</Link>
        {'distanceMiles' in store && (
          <span className="store-item__distance">{store.distanceMiles.toFixed(1)} miles</span>
        )}
      </h3>
      <p className="store-item__address">
        {[store.address.line1, store.address.line2, store.address.town, store.address.postcode]
          .filter(Boolean)
          .join(', ')}
      </p>
      <p>
        <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
      </p>
      <MyBranchChoice store={store} />
      <details>
        <summary>Opening hours</summary>
        <OpeningHours hours={store.openingHours} />
      </details>
    </li>
  );
}
