import '../tracking.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { trackingStatuses, type TrackingStatus, type WismoOrderSummary } from '../../../../contract/tracking/schemas';
import { formatRegistration } from '../../../../contract/vehicles/registration';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { useRefreshTracking, useTrackingList, type TrackingFilter } from '../api/tracking';
import { deliveryMethodLabel, eventTime, trackingStatusLabel, windowText } from './tracking-labels';

const firstPage: TrackingFilter = { status: '', customerRef: '', vrm: '', date: '', page: 1 };

/** The path of an order's tracking. */
export const trackingPath = (ref: string) => `/account/tracking/${encodeURIComponent(ref)}`;

/**
 * /account/tracking (trade §2 "wismo order list", issue 26): your orders with where each is now,
 * newest first; by status, your reference, registration and the day it was placed.
 */
export function TrackingListPage() {
  const [filter, setFilter] = useState(firstPage);
  const online = useOnlineStatus();
  const list = useTrackingList(filter);
  const refresh = useRefreshTracking();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setFilter({
      status: field('status') as TrackingStatus | '',
      customerRef: field('customerRef'),
      vrm: field('vrm'),
      date: field('date'),
      page: 1,
    });
  };

  const answer = list.data?.value;
  const violations = list.error instanceof ApiError ? list.error.violations : [];
  const fieldError = (name: string) => violations.find((violation) => violation.propertyPath === name)?.message;
  return (
    <Page title="Track your orders">
      <form className="tracking__filters" role="search" aria-label="Find orders to track" onSubmit={search} noValidate>
        <label>
          Status
          <select className="field__input" name="status" defaultValue={filter.status}>
            <option value="">Any status</option>
            {trackingStatuses.map((status) => (
              <option key={status} value={status}>
                {trackingStatusLabel[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Your reference
          <input className="field__input" name="customerRef" defaultValue={filter.customerRef} maxLength={35} />
          {fieldError('customerRef') && <span className="field__error">{fieldError('customerRef')}</span>}
        </label>
        <label>
          Registration
          <input
            className="field__input"
            name="vrm"
            defaultValue={filter.vrm}
            maxLength={20}
            autoCapitalize="characters"
          />
          {fieldError('vrm') && <span className="field__error">{fieldError('vrm')}</span>}
        </label>
        <label>
          Day ordered
          <input
            className="field__input"
            type="date"
            name="date"
            defaultValue={filter.date}
            aria-invalid={fieldError('date') ? true : undefined}
          />
          {fieldError('date') && <span className="field__error">{fieldError('date')}</span>}
        </label>
        <button type="submit" className="button">
          Find orders
        </button>
      </form>
      {list.isPending && !online && <OfflineNotice what="Your orders’ tracking" />}
      {list.isPending && online && <Spinner label="Loading your orders’ tracking" />}
      {list.isError && !answer && violations.length === 0 && (
        <ErrorBanner>
          {list.error instanceof ApiError ? list.error.message : 'Tracking could not be loaded. Please try again.'}
        </ErrorBanner>
      )}
      {answer && list.data && (
        <>
          <SavedCopy updatedAt={list.data.savedAt} failed={list.data.fromDevice} />
          {answer.orders.length === 0 ? (
            <p>No orders to track with those filters.</p>
          ) : (
            <>
              <ul className="tracking__list" aria-label="Orders, newest first">
                {answer.orders.map((order) => (
                  <TrackingListItem key={order.ref} order={order} />
                ))}
              </ul>
              <button
                type="button"
                className="button button--secondary"
                disabled={!online || refresh.isPending}
                onClick={() => refresh.mutate(answer.orders.map((order) => order.ref))}
              >
                {refresh.isPending ? 'Refreshing…' : 'Refresh these orders'}
              </button>
              {refresh.isError && <ErrorBanner>These orders could not be refreshed. Please try again.</ErrorBanner>}
            </>
          )}
          {(filter.page > 1 || answer.next_page) && (
            <nav className="pagination" aria-label="Tracking pages">
              <button
                type="button"
                className="button button--secondary"
                disabled={filter.page <= 1}
                onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
              >
                Previous
              </button>
              <span className="pagination__status" aria-live="polite">
                Page {filter.page}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={!answer.next_page}
                onClick={() => answer.next_page && setFilter({ ...filter, page: answer.next_page })}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}

function TrackingListItem({ order }: { order: WismoOrderSummary }) {
  const about = [
    order.customerReference,
    order.vrm && formatRegistration(order.vrm),
    order.branchName,
    deliveryMethodLabel[order.deliveryMethod],
  ].filter(Boolean);
  return (
    <li className="tracking__item">
      <p className="tracking__item-head">
        <Link to={trackingPath(order.ref)}>{order.ref}</Link>
        <span className={`tracking__status tracking__status--${order.status}`}>
          {trackingStatusLabel[order.status]}
        </span>
      </p>
      <p className="tracking__item-about">{about.join(' · ')}</p>
      <p>
        {order.latestEvent.description}, {eventTime(order.latestEvent.at)}
        {order.window && order.status === 'on-the-way' && <> · Delivery window {windowText(order.window)}</>}
      </p>
    </li>
  );
}
