import '../tracking.css';
import { Link, Navigate, useParams } from 'react-router';
import type { WismoOrder } from '../../../../contract/tracking/schemas';
import { formatRegistration } from '../../../../contract/vehicles/registration';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { useRefreshTracking, useWismoOrder } from '../api/tracking';
import { deliveryMethodLabel, eventTime, trackingStatusLabel, windowText } from './tracking-labels';
import { TrackingTimeline } from './tracking-timeline';

/**
 * /account/tracking/:ref (trade §2 "wismo order detail", issue 26): where the order is, its
 * delivery window, driver and van, and every event so far. An order with no data goes to /404
 * (trade §4, §8).
 */
export function WismoOrderPage() {
  const { ref = '' } = useParams();
  const online = useOnlineStatus();
  const order = useWismoOrder(ref);

  if (order.error instanceof ApiError && order.error.status === 404) return <Navigate to="/404" replace />;
  if (order.isPending)
    return online ? <Spinner label="Loading the tracking" /> : <OfflineNotice what="This tracking" />;
  if (!order.data) {
    return (
      <Page title="Tracking">
        <ErrorBanner>
          {order.error instanceof ApiError
            ? order.error.message
            : 'The tracking could not be loaded. Please try again.'}
        </ErrorBanner>
        <Link to="/account/tracking">Back to tracking</Link>
      </Page>
    );
  }
  return (
    <WismoOrderView
      order={order.data.value}
      updatedAt={order.data.savedAt}
      refreshFailed={order.data.fromDevice || order.isError}
    />
  );
}

/** Where it is now, in a sentence: the window while on its way, who signed once delivered. */
function headline(order: WismoOrder): string {
  const latest = order.latestEvent;
  if (order.status === 'on-the-way' && order.window) return `Expected ${windowText(order.window)}`;
  if (latest.signedBy) return `${latest.description} at ${eventTime(latest.at)}, signed for by ${latest.signedBy}`;
  return `${latest.description}, ${eventTime(latest.at)}`;
}

function WismoOrderView({
  order,
  updatedAt,
  refreshFailed,
}: {
  order: WismoOrder;
  updatedAt: number;
  refreshFailed: boolean;
}) {
  const online = useOnlineStatus();
  const refresh = useRefreshTracking();
  const crew = order.events.findLast((event) => event.driver);
  const parcel = order.events.findLast((event) => event.parcelNumber);
  return (
    <Page title={`Tracking ${order.ref}`}>
      <SavedCopy updatedAt={updatedAt} failed={refreshFailed} />
      <section className="tracking__now" aria-label="Where it is now">
        <p className={`tracking__status tracking__status--${order.status}`}>{trackingStatusLabel[order.status]}</p>
        <p className="tracking__headline">{headline(order)}</p>
        {order.window && (
          <p>
            Delivery window: <strong>{windowText(order.window)}</strong>
          </p>
        )}
      </section>
      <dl className="details">
        <dt>Delivery</dt>
        <dd>
          {order.carrier
            ? `${deliveryMethodLabel[order.deliveryMethod]} with ${order.carrier}`
            : deliveryMethodLabel[order.deliveryMethod]}
        </dd>
        {order.branchName && (
          <>
            <dt>Branch</dt>
            <dd>{order.branchName}</dd>
          </>
        )}
        {crew && (
          <>
            <dt>Driver</dt>
            <dd>{crew.driver}</dd>
            <dt>Van</dt>
            <dd>{crew.vanRegistration}</dd>
          </>
        )}
        {parcel && (
          <>
            <dt>Parcel number</dt>
            <dd>{parcel.parcelNumber}</dd>
          </>
        )}
        <dt>Your reference</dt>
        <dd>{order.customerReference ?? 'Not given'}</dd>
        <dt>Vehicle</dt>
        <dd>{order.vrm ? formatRegistration(order.vrm) : 'Not given'}</dd>
        <dt>Ordered</dt>
        <dd>{eventTime(order.placedAt)}</dd>
      </dl>
      <h2>What has happened</h2>
      <TrackingTimeline events={order.events} />
      <p className="tracking__actions">
        <button
          type="button"
          className="button"
          disabled={!online || refresh.isPending}
          onClick={() => refresh.mutate([order.ref])}
        >
          {refresh.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
        {!online && <span role="status">Refreshing needs a connection: you are offline.</span>}
      </p>
      {refresh.isError && <ErrorBanner>The tracking could not be refreshed. Please try again.</ErrorBanner>}
      <p className="tracking__actions">
        <Link to={`/account/orders/${order.orderId}`}>View the order</Link>
        <Link to="/account/tracking">Back to tracking</Link>
      </p>
    </Page>
  );
}
