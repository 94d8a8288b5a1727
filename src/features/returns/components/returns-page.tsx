import '../returns.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import { returnMessages } from '../../../../contract/returns/messages';
import { ApiError } from '../../../api/api-error';
import type { OutboxEntry } from '../../../db/outbox';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { RETURNS_PER_PAGE, useReturns } from '../api/returns';
import { useWaitingReturns } from '../hooks/use-waiting-returns';
import { returnMoment, returnStateLabel } from '../return-labels';
import { returnPayloadSchema } from '../return-outbox';
import { TableScroll } from '../../../ui/table-scroll';

/** /account/returns (issue 26): returns waiting on this device, then the person's returns, newest first. */
export function ReturnsPage() {
  const [page, setPage] = useState(1);
  const online = useOnlineStatus();
  const returns = useReturns(page);
  const waiting = useWaitingReturns();
  const total = returns.data?.['hydra:totalItems'] ?? 0;

  return (
    <Page
      title="Your returns"
      intro="Parts you have sent back, or asked to. To return parts, open the order they came on."
    >
      <p>
        <Link to="/account/orders">Your orders</Link>
      </p>
      {waiting.length > 0 && <WaitingReturns entries={waiting} />}
      {returns.isPending ? (
        online ? (
          <Spinner label="Loading your returns" />
        ) : (
          <OfflineNotice what="Your returns" />
        )
      ) : !returns.data ? (
        <ErrorBanner>
          {returns.error instanceof ApiError
            ? returns.error.message
            : 'Your returns could not be loaded. Please try again.'}
        </ErrorBanner>
      ) : returns.data['hydra:member'].length === 0 ? (
        <p>You have no returns yet.</p>
      ) : (
        <>
          <TableScroll label="Returns">
            <table className="table stacked-table">
              <caption className="visually-hidden">Returns</caption>
              <thead>
                <tr>
                  <th scope="col">Return</th>
                  <th scope="col">Requested</th>
                  <th scope="col">Order</th>
                  <th scope="col">State</th>
                  <th scope="col">Credit</th>
                </tr>
              </thead>
              <tbody>
                {returns.data['hydra:member'].map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={`/account/returns/${item.id}`}>{item.reference}</Link>
                    </th>
                    <td data-label="Requested">{returnMoment(item.createdAt)}</td>
                    <td data-label="Order">{item.orderReference}</td>
                    <td data-label="State">{returnStateLabel[item.state]}</td>
                    <td data-label="Credit">
                      {item.creditNote
                        ? `${item.creditNote.invoiceNumber}, ${formatMoney(item.creditNote.totalIncTax, item.currency)}`
                        : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pagination
            page={page}
            pageCount={Math.ceil(total / RETURNS_PER_PAGE)}
            onPage={setPage}
            label="Pages of returns"
          />
        </>
      )}
    </Page>
  );
}

/** A refusal's violations, each said once and not again when it is the refusal's own words. */
const detailsOf = (entry: OutboxEntry) =>
  [...new Set((entry.violations ?? []).map((v) => v.message))]
    .filter((message) => message !== entry.lastError)
    .map((message) => ` ${message}`)
    .join('');

/** The order a queued return is for, from its payload; undefined when the payload is unreadable. */
const orderOf = (entry: OutboxEntry) => returnPayloadSchema.safeParse(entry.payload).data?.body.order;

/** Returns asked for offline: still on this device, or refused by the server (with its words). */
function WaitingReturns({ entries }: { entries: OutboxEntry[] }) {
  return (
    <section aria-label="Returns waiting to be sent">
      <h2>Waiting to be sent</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.description}:{' '}
            {entry.state === 'failed' ? (
              <span className="field__error">
                Not accepted: {entry.lastError}
                {detailsOf(entry)}{' '}
                {orderOf(entry) ? (
                  <Link to={`/account/returns/new?order=${encodeURIComponent(orderOf(entry)!)}`}>
                    Change it and send it again
                  </Link>
                ) : (
                  <>
                    (see <Link to="/sync">changes waiting</Link> to discard it)
                  </>
                )}
              </span>
            ) : (
              <span role="status">{returnMessages.queued}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
