import '../orders.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import { formatRegistration } from '../../../../contract/vehicles/registration';
import { ApiError } from '../../../api/api-error';
import { useProfile } from '../../../session/profile';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { ORDERS_PER_PAGE, useOrders, type OrdersFilter, type OrdersScope } from '../api/orders';
import { orderDate, orderProgressLabel, tradeAccountLabel } from './order-labels';
import { TableScroll } from '../../../ui/table-scroll';

const firstPage: OrdersFilter = { scope: 'mine', vehicle: '', customerReference: '', from: '', to: '', page: 1 };

/**
 * /account/orders (issue 26): the person's orders, or their trade account's, newest first; each
 * says where it is and, for a trade user, which trade account it belongs to (issue 43).
 */
export function OrdersPage() {
  const [filter, setFilter] = useState(firstPage);
  const online = useOnlineStatus();
  const isTrade = Boolean(useProfile().data?.babbageAccount);
  const orders = useOrders(filter);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setFilter({
      scope: filter.scope,
      vehicle: field('vehicle'),
      customerReference: field('customerReference'),
      from: field('from'),
      to: field('to'),
      page: 1,
    });
  };

  const total = orders.data?.value['hydra:totalItems'] ?? 0;
  return (
    <Page title="Your orders">
      {isTrade && (
        <fieldset className="orders__scope">
          <legend>Show</legend>
          {(
            [
              ['mine', 'Orders I placed'],
              ['account', 'All orders of the trade account'],
            ] as [OrdersScope, string][]
          ).map(([scope, label]) => (
            <label key={scope}>
              <input
                type="radio"
                name="scope"
                checked={filter.scope === scope}
                onChange={() => setFilter({ ...filter, scope, page: 1 })}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <form className="orders__filters" role="search" aria-label="Find orders" onSubmit={search}>
        <label>
          Vehicle registration
          <input
            className="field__input"
            name="vehicle"
            defaultValue={filter.vehicle}
            maxLength={20}
            autoCapitalize="characters"
          />
        </label>
        <label>
          Your reference
          <input
            className="field__input"
            name="customerReference"
            defaultValue={filter.customerReference}
            maxLength={35}
          />
        </label>
        <label>
          From
          <input className="field__input" type="date" name="from" defaultValue={filter.from} />
        </label>
        <label>
          To
          <input className="field__input" type="date" name="to" defaultValue={filter.to} />
        </label>
        <button type="submit" className="button">
          Find orders
        </button>
      </form>
      {orders.isPending && !online && <OfflineNotice what="Your orders" />}
      {orders.isPending && online && <Spinner label="Loading your orders" />}
      {orders.isError && !orders.data && (
        <ErrorBanner>
          {orders.error instanceof ApiError
            ? orders.error.message
            : 'Your orders could not be loaded. Please try again.'}
        </ErrorBanner>
      )}
      {orders.data && (
        <>
          <SavedCopy updatedAt={orders.data.savedAt} failed={orders.data.fromDevice || orders.isError} />
          {filter.scope === 'mine' && orders.data.value.answeredBy === 'account' && (
            <p role="status">Your own orders could not be listed, so these are your trade account’s orders.</p>
          )}
          {total === 0 ? (
            <p>No orders found.</p>
          ) : (
            <TableScroll label="Orders">
              <table className="table orders__table stacked-table">
                <caption className="visually-hidden">Orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Date</th>
                    <th scope="col">Status</th>
                    <th scope="col">Vehicle</th>
                    <th scope="col">Your reference</th>
                    {isTrade && <th scope="col">Trade account</th>}
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.value['hydra:member'].map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link to={`/account/orders/${order.id}`}>{order.reference}</Link>
                      </th>
                      <td data-label="Date">{orderDate(order.createdAt)}</td>
                      <td data-label="Status">{orderProgressLabel(order)}</td>
                      <td data-label="Vehicle">{order.vrm ? formatRegistration(order.vrm) : '–'}</td>
                      <td data-label="Your reference">{order.customerReference ?? '–'}</td>
                      {isTrade && <td data-label="Trade account">{tradeAccountLabel(order)}</td>}
                      <td data-label="Total">{formatMoney(order.totalIncTax, order.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <Pagination
            label="Order pages"
            page={filter.page}
            pageCount={Math.ceil(total / ORDERS_PER_PAGE)}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
    </Page>
  );
}
