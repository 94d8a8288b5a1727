import '../work-orders.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import { statusLabels, workOrderStatuses, type WorkOrderStatus } from '../../../../contract/work-orders/lifecycle';
import { WORK_ORDER_PAGE_SIZE } from '../../../../contract/work-orders/routes';
import { useOnlineStatus } from '../../../sync/online-status';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { useWorkOrdersConfiguration } from '../api/configuration';
import { useWorkOrderList, type ListFilter, type ListedWorkOrder } from '../hooks/use-work-order-list';
import { plateText } from '../registration';
import { NewWorkOrder } from './new-work-order';
import { StatusBadge } from './status-badge';

const FILTERS: { value: ListFilter['status']; label: string }[] = [
  { value: '', label: 'All' },
  ...workOrderStatuses
    .filter((status) => status !== 'parts-ordered')
    .map((status: WorkOrderStatus) => ({
      value: status,
      label: status === 'pending' ? 'Pending and parts ordered' : statusLabels[status],
    })),
];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function WorkOrderListRow({ order, currency }: { order: ListedWorkOrder; currency: string }) {
  const vehicle = [order.make, order.model].filter(Boolean).join(' ');
  return (
    <li className="wo-list__row">
      <Link className="wo-list__link" to={`/work-orders/${order.id}`}>
        <span className="wo-list__vrm">{plateText(order.vrm) || 'No registration'}</span>
        <span className="wo-list__number">{order.workOrderNumber ?? 'New, not sent yet'}</span>
        <span className="wo-list__vehicle">{vehicle || 'Vehicle not looked up yet'}</span>
        <span className="wo-list__meta">
          {order.numberOfJobs} {order.numberOfJobs === 1 ? 'job' : 'jobs'} · {order.numberOfParts}{' '}
          {order.numberOfParts === 1 ? 'part' : 'parts'} · {order.totalTime} h
          {order.customerName ? ` · ${order.customerName}` : ''}
          {order.reference ? ` · ref ${order.reference}` : ''}
        </span>
        <span className="wo-list__status">
          <StatusBadge status={order.status} />
          {order.waiting && <span className="wo-waiting">Changes waiting to be sent</span>}
        </span>
        <span className="wo-list__total">{formatMoney(order.totalIncTax, currency)}</span>
        <span className="wo-list__when">Changed {when(order.modifiedAt)}</span>
      </Link>
    </li>
  );
}

/** The workshop's other pages, linked from its work orders. */
const workshopPages = [
  ['/workshop', 'Workshop board'],
  ['/health-checks', 'Vehicle health checks'],
  ['/workshop/figures', 'Technician figures'],
  ['/workshop/due', 'MOT and service due'],
] as const;

/**
 * /work-orders (trade-features §2, §9): the trade account's work orders, searched by number,
 * registration, reference or customer, filtered by status, in pages of 10; and a new one from a
 * registration or the active vehicle. Offline it lists the work orders kept on this device.
 */
export function WorkOrdersPage({
  userId,
  activeVehicle,
}: {
  userId: string;
  activeVehicle: { details: readonly { name: string; value: string }[]; description: string } | null;
}) {
  const [filter, setFilter] = useState<ListFilter>({ search: '', status: '', page: 1 });
  const list = useWorkOrderList(filter);
  const configuration = useWorkOrdersConfiguration();
  const online = useOnlineStatus();
  const currency = configuration.data?.currency ?? 'GBP';
  const pageCount = Math.max(1, Math.ceil(list.total / WORK_ORDER_PAGE_SIZE));

  if (configuration.data && !configuration.data.workOrdersConfigured) {
    return (
      <Page title="Work orders">
        <p>Work orders are not set up for your trade account. Please ask your branch to set them up.</p>
      </Page>
    );
  }

  return (
    <Page
      title="Work orders"
      intro={
        list.source === 'device'
          ? 'You are offline: these are the work orders kept on this device. ' +
            'Changes are sent when the connection is back.'
          : 'Your workshop’s work orders, newest change first.'
      }
    >
      <p className="work-orders__also">
        Also in the workshop:{' '}
        {workshopPages.map(([to, name], index) => (
          <span key={to}>
            {index > 0 && ' · '}
            <Link to={to}>{name}</Link>
          </span>
        ))}
      </p>
      <div className="work-orders">
        <NewWorkOrder userId={userId} online={online} activeVehicle={activeVehicle} />
        <section className="work-orders__list" aria-labelledby="work-orders-found">
          <form className="work-orders__filters" role="search" onSubmit={(event) => event.preventDefault()}>
            <div className="field">
              <label className="field__label" htmlFor="wo-search">
                Search
              </label>
              <input
                id="wo-search"
                className="field__input"
                type="search"
                value={filter.search}
                placeholder="Number, registration, reference or customer"
                onChange={(event) => setFilter({ ...filter, search: event.target.value, page: 1 })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="wo-status">
                Status
              </label>
              <select
                id="wo-status"
                className="field__input"
                value={filter.status}
                onChange={(event) =>
                  setFilter({ ...filter, status: event.target.value as ListFilter['status'], page: 1 })
                }
              >
                {FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </form>
          <h2 id="work-orders-found" className="visually-hidden">
            Work orders found
          </h2>
          {list.loading ? (
            <Spinner label="Loading the work orders" />
          ) : list.members.length === 0 ? (
            <p className="work-orders__empty">
              {filter.search || filter.status
                ? 'No work orders match. Try another search or status.'
                : 'No work orders yet. Start one above from a registration.'}
            </p>
          ) : (
            <ul className="wo-list" aria-labelledby="work-orders-found">
              {list.members.map((order) => (
                <WorkOrderListRow key={order.id} order={order} currency={currency} />
              ))}
            </ul>
          )}
          <Pagination
            page={filter.page}
            pageCount={pageCount}
            onPage={(page) => setFilter({ ...filter, page })}
            label="Work order pages"
          />
        </section>
      </div>
    </Page>
  );
}
