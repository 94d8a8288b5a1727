import '../orders.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import { cancelRefusalOf, type CancelRefusal } from '../../../../contract/orders/cancel-rule';
import { orderMessages } from '../../../../contract/orders/messages';
import type { Order } from '../../../../contract/orders/schemas';
import { formatRegistration } from '../../../../contract/vehicles/registration';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { useCancelOrder, useOrder } from '../api/orders';
import { OrderInvoice } from './order-invoice';
import { orderDate, orderProgressLabel, shippingServiceLabel, tradeAccountLabel } from './order-labels';
import { TableScroll } from '../../../ui/table-scroll';

const paymentLabel: Record<Order['status'], string> = {
  'awaiting-payment': 'Not paid yet',
  placed: 'Paid on account',
  cancelled: 'Cancelled (any payment on account is reversed)',
};

/** /account/orders/:id (issue 26): lines, totals with VAT, delivery, payment, and cancelling. */
export function OrderPage() {
  const { id = '' } = useParams();
  const online = useOnlineStatus();
  const order = useOrder(id);

  if (order.isPending) return online ? <Spinner label="Loading the order" /> : <OfflineNotice what="This order" />;
  if (!order.data) {
    return (
      <Page title="Order">
        <ErrorBanner>
          {order.error instanceof ApiError ? order.error.message : 'This order could not be loaded. Please try again.'}
        </ErrorBanner>
        <Link to="/account/orders">Back to your orders</Link>
      </Page>
    );
  }
  return (
    <OrderView
      order={order.data.value}
      updatedAt={order.data.savedAt}
      refreshFailed={order.data.fromDevice || order.isError}
    />
  );
}

function OrderView({ order, updatedAt, refreshFailed }: { order: Order; updatedAt: number; refreshFailed: boolean }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <Page title={`Order ${order.reference}`}>
      <SavedCopy updatedAt={updatedAt} failed={refreshFailed} />
      <dl className="order__facts">
        <dt>Status</dt>
        <dd>{orderProgressLabel(order)}</dd>
        {order.babbageAccount && (
          <>
            <dt>Trade account</dt>
            <dd>{tradeAccountLabel(order)}</dd>
          </>
        )}
        <dt>Date</dt>
        <dd>{orderDate(order.createdAt)}</dd>
        <dt>Payment</dt>
        <dd>{paymentLabel[order.status]}</dd>
        <dt>Vehicle</dt>
        <dd>{order.vrm ? formatRegistration(order.vrm) : 'Not given'}</dd>
        <dt>Your reference</dt>
        <dd>{order.customerReference ?? 'Not given'}</dd>
        <dt>Delivery</dt>
        <dd>
          {order.shipping
            ? `${shippingServiceLabel(order.shipping.service)}, ${orderDate(order.shipping.date)}`
            : 'Not chosen'}
        </dd>
      </dl>
      <TableScroll label="Parts">
        <table className="table order__lines stacked-table">
          <caption>Parts</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price (exc. VAT)</th>
              <th scope="col">Total (exc. VAT)</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.productName} <span className="order__sku">{line.item.sku}</span>
                </th>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Unit price (exc. VAT)">
                  {money(line.unitPrice.excTax)}
                  {/* Charged at a quote's held price (issue 43): the order says so, as the basket did. */}
                  {line.priceHold && <span className="order__held">quoted price</span>}
                </td>
                <td data-label="Total (exc. VAT)">{money(line.linePriceTotal.excTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <dl className="order__totals" aria-label="Totals">
        <dt>Parts</dt>
        <dd>{money(order.itemsExcTax)}</dd>
        {order.discountExcTax !== 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{money(order.discountExcTax)}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{money(order.shippingTotalAfterDiscountExcTax)}</dd>
        <dt>Total exc. VAT</dt>
        <dd>{money(order.totalExcTaxAfterDiscount)}</dd>
        <dt>VAT</dt>
        <dd>{money(order.totalTaxAfterDiscount)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(order.totalIncTax)}</strong>
        </dd>
      </dl>
      <OrderInvoice order={order} />
      {order.status !== 'awaiting-payment' && (
        <p>
          <Link to={`/account/tracking/${encodeURIComponent(order.reference)}`}>Track this order</Link>
        </p>
      )}
      <CancelOrReturn order={order} />
      <p>
        <Link to="/account/orders">Back to your orders</Link>
      </p>
    </Page>
  );
}

/**
 * "Cancel order" only while the rule allows it (contract/orders/cancel-rule.ts, issue 43), the same
 * rule the server refuses by; once dispatched or ready to collect, the way back is a return.
 */
function CancelOrReturn({ order }: { order: Order }) {
  // A copy kept on the device before issue 43 has no tracking events: the server decides then.
  const events = order.trackingEvents ?? [];
  const refusal = cancelRefusalOf({ ...order, trackingEvents: events });
  // A cancelled order stays with the cancel section, which says when (and that it just was).
  if (refusal === null || refusal === 'cancelled') return <CancelOrder order={order} />;
  return <ReturnParts order={order} events={events} refusal={refusal} />;
}

interface ReturnPartsProps {
  order: Order;
  events: Order['trackingEvents'];
  refusal: Exclude<CancelRefusal, 'cancelled'>;
}

function ReturnParts({ order, events, refusal }: ReturnPartsProps) {
  // The return window counts from the day it reached the customer.
  const handedOver = events.findLast((event) => event.kind === 'delivered' || event.kind === 'collected');
  return (
    <section aria-label="Return parts">
      {handedOver && (
        <p>
          {handedOver.kind === 'collected' ? 'Collected' : 'Delivered'} on {orderDate(handedOver.at)}.
        </p>
      )}
      <p>
        {/* Parts for a work order that have reached the garage come back by a return, like any others. */}
        {refusal === 'work-order' && !handedOver
          ? orderMessages.workOrderPartsOrder
          : orderMessages.tooLateToCancel[refusal === 'work-order' ? 'handed-over' : refusal]}
      </p>
      {order.status === 'placed' && (
        <p>
          <Link to={`/account/returns/new?order=${order.id}`}>Return parts</Link>
        </p>
      )}
    </section>
  );
}

function CancelOrder({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const online = useOnlineStatus();
  const cancel = useCancelOrder(order.id);
  const confirm = () => {
    setAsking(false);
    cancel.mutate();
  };
  return (
    <section aria-label="Cancel this order">
      {cancel.isSuccess && <SuccessBanner>Order {order.reference} was cancelled.</SuccessBanner>}
      {order.cancelledAt && <p>Cancelled on {orderDate(order.cancelledAt)}.</p>}
      {cancel.isError && (
        <ErrorBanner>
          {cancel.error instanceof ApiError
            ? cancel.error.message
            : 'The order could not be cancelled. Please try again.'}
        </ErrorBanner>
      )}
      {order.status !== 'cancelled' && !online && (
        <p role="status">Cancelling an order needs a connection: you are offline.</p>
      )}
      {order.status !== 'cancelled' && (
        <button
          type="button"
          className="button button--secondary"
          disabled={!online || cancel.isPending}
          onClick={() => setAsking(true)}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
        </button>
      )}
      <Modal
        open={asking}
        title={`Cancel order ${order.reference}?`}
        onClose={() => setAsking(false)}
        closeLabel="Keep the order"
        footer={
          <button type="button" className="button" onClick={confirm}>
            Yes, cancel the order
          </button>
        }
      >
        <p>Its parts go back into stock, and a payment on account is reversed. This cannot be undone.</p>
      </Modal>
    </section>
  );
}
