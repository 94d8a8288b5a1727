import '../returns.css';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import type { DigitalReturn } from '../../../../contract/returns/schemas';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useReturn } from '../api/returns';
import { returnDay, returnMoment, returnStateHint, returnStateLabel } from '../return-labels';
import { TableScroll } from '../../../ui/table-scroll';

/** /account/returns/:id (issue 26): the return's state, parts, history and credit note. */
export function ReturnPage() {
  const { id = '' } = useParams();
  const online = useOnlineStatus();
  const found = useReturn(id);
  if (found.isPending) return online ? <Spinner label="Loading the return" /> : <OfflineNotice what="This return" />;
  if (!found.data)
    return (
      <Page title="Return">
        <ErrorBanner>
          {found.error instanceof ApiError ? found.error.message : 'This return could not be loaded. Please try again.'}
        </ErrorBanner>
        <Link to="/account/returns">Your returns</Link>
      </Page>
    );
  return <ReturnView value={found.data} />;
}

function ReturnView({ value }: { value: DigitalReturn }) {
  const money = (amount: number) => formatMoney(amount, value.currency);
  return (
    <Page title={`Return ${value.reference}`}>
      <dl className="return__facts">
        <dt>State</dt>
        <dd>
          <strong>{returnStateLabel[value.state]}</strong>
        </dd>
        <dt>Order</dt>
        <dd>
          <Link to={`/account/orders/${value.order}`}>{value.orderReference}</Link>
        </dd>
        <dt>Requested</dt>
        <dd>{returnMoment(value.createdAt)}</dd>
        {value.collectAt && (
          <>
            <dt>Collection</dt>
            <dd>Due by {returnMoment(value.collectAt)}</dd>
          </>
        )}
      </dl>
      <p role="status">{returnStateHint[value.state]}</p>
      <TableScroll label="Parts">
        <table className="table stacked-table">
          <caption className="visually-hidden">Parts</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Quantity</th>
              <th scope="col">Reason</th>
              <th scope="col">Unit price (exc. VAT)</th>
            </tr>
          </thead>
          <tbody>
            {value.lines.map((line) => (
              <tr key={line.orderLine}>
                <th scope="row">
                  {line.description} <span className="return__muted">{line.sku}</span>
                </th>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Reason">
                  {line.reasonLabel}
                  {line.note && <span className="return__muted">: {line.note}</span>}
                </td>
                <td data-label="Unit price (exc. VAT)">{money(line.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h2>History</h2>
      <ol className="return__history">
        {value.history.map((event) => (
          <li key={`${event.state}-${event.at}`}>
            <strong>{returnStateLabel[event.state]}</strong> {returnMoment(event.at)}
            {event.note && <span className="return__muted"> – {event.note}</span>}
          </li>
        ))}
      </ol>
      {value.creditNote && (
        <section aria-label="Credit note">
          <h2>Credit note {value.creditNote.invoiceNumber}</h2>
          <dl className="return__facts">
            <dt>Date</dt>
            <dd>{returnDay(value.creditNote.date)}</dd>
            <dt>Credits invoice</dt>
            <dd>
              <Link to={`/account/invoices/${value.creditNote.creditedInvoiceNumber}`}>
                {value.creditNote.creditedInvoiceNumber}
              </Link>
            </dd>
            <dt>Reason</dt>
            <dd>{value.creditNote.reason}</dd>
            {value.creditNote.vatByRate.map((rate) => (
              <Fragment key={rate.rate}>
                <dt>VAT at {rate.rate / 100}%</dt>
                <dd>
                  {money(rate.vatAmount)} on {money(rate.netAmount)}
                </dd>
              </Fragment>
            ))}
            <dt>Total exc. VAT</dt>
            <dd>{money(value.creditNote.totalExcTax)}</dd>
            <dt>VAT credited</dt>
            <dd>{money(value.creditNote.totalTax)}</dd>
            <dt>Total credited</dt>
            <dd>
              <strong>{money(value.creditNote.totalIncTax)}</strong>
            </dd>
          </dl>
          <p>
            <Link to={`/account/invoices/${value.creditNote.invoiceNumber}`}>Open the credit note</Link>
          </p>
        </section>
      )}
      <p>
        <Link to="/account/returns">Your returns</Link>
      </p>
    </Page>
  );
}
