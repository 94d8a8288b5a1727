import '../invoices.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { InvoiceSummary, InvoiceType } from '../../../../contract/invoices/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { INVOICES_PER_PAGE, useInvoices, type InvoicesFilter } from '../api/invoices';
import { invoiceDate, invoiceTypeLabel } from './invoice-labels';
import { InvoiceZip } from './invoice-zip';
import { TableScroll } from '../../../ui/table-scroll';

const firstPage: InvoicesFilter = { type: '', from: '', to: '', page: 1 };

/**
 * /account/invoices (trade §2, issue 26): invoices and credit notes between two days, newest first;
 * open one, or tick several (across pages) and download them as one ZIP.
 */
export function InvoicesPage() {
  const [filter, setFilter] = useState(firstPage);
  const [chosen, setChosen] = useState<ReadonlyMap<string, InvoiceSummary>>(new Map());
  const online = useOnlineStatus();
  const invoices = useInvoices(filter);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setFilter({ type: field('type') as InvoiceType | '', from: field('from'), to: field('to'), page: 1 });
  };
  const toggle = (invoice: InvoiceSummary) => {
    const next = new Map(chosen);
    if (next.has(invoice.invoiceNumber)) next.delete(invoice.invoiceNumber);
    else next.set(invoice.invoiceNumber, invoice);
    setChosen(next);
  };

  const list = invoices.data?.value;
  const total = list?.['hydra:totalItems'] ?? 0;
  // A refused filter (a start after the end) is shown beside its field, not as a page error.
  const violations = invoices.error instanceof ApiError ? invoices.error.violations : [];
  const fieldError = (name: string) => violations.find((violation) => violation.propertyPath === name)?.message;
  return (
    <Page title="Invoices and credit notes">
      <form className="invoices__filters" role="search" aria-label="Find invoices" onSubmit={search} noValidate>
        <label>
          Type
          <select className="field__input" name="type" defaultValue={filter.type}>
            <option value="">Invoices and credit notes</option>
            <option value="invoice">Invoices</option>
            <option value="credit-note">Credit notes</option>
          </select>
        </label>
        <label>
          From
          <input
            className="field__input"
            type="date"
            name="from"
            defaultValue={filter.from}
            aria-invalid={fieldError('dateFrom') ? true : undefined}
          />
          {fieldError('dateFrom') && <span className="field__error">{fieldError('dateFrom')}</span>}
        </label>
        <label>
          To
          <input
            className="field__input"
            type="date"
            name="to"
            defaultValue={filter.to}
            aria-invalid={fieldError('dateTo') ? true : undefined}
          />
          {fieldError('dateTo') && <span className="field__error">{fieldError('dateTo')}</span>}
        </label>
        <button type="submit" className="button">
          Find invoices
        </button>
      </form>
      {invoices.isPending && !online && <OfflineNotice what="Your invoices" />}
      {invoices.isPending && online && <Spinner label="Loading your invoices" />}
      {invoices.isError && !list && violations.length === 0 && (
        <ErrorBanner>
          {invoices.error instanceof ApiError
            ? invoices.error.message
            : 'Your invoices could not be loaded. Please try again.'}
        </ErrorBanner>
      )}
      {list && invoices.data && (
        <>
          <SavedCopy updatedAt={invoices.data.savedAt} failed={invoices.data.fromDevice} />
          {total === 0 ? (
            <p>No invoices or credit notes between those days.</p>
          ) : (
            <TableScroll label="Invoices and credit notes">
              <table className="table invoices__table stacked-table">
                <caption className="visually-hidden">Invoices and credit notes, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Choose</span>
                    </th>
                    <th scope="col">Number</th>
                    <th scope="col">Date</th>
                    <th scope="col">Type</th>
                    <th scope="col">Order</th>
                    <th scope="col">Net</th>
                    <th scope="col">VAT</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {list['hydra:member'].map((invoice) => (
                    <tr key={invoice.invoiceNumber}>
                      <td className="invoices__choose-cell">
                        <input
                          type="checkbox"
                          className="invoices__choose"
                          aria-label={`Choose ${invoice.invoiceNumber}`}
                          checked={chosen.has(invoice.invoiceNumber)}
                          onChange={() => toggle(invoice)}
                        />
                      </td>
                      <th scope="row">
                        <Link to={`/account/invoices/${encodeURIComponent(invoice.invoiceNumber)}`}>
                          {invoice.invoiceNumber}
                        </Link>
                      </th>
                      <td data-label="Date">{invoiceDate(invoice.date)}</td>
                      <td data-label="Type">{invoiceTypeLabel[invoice.type]}</td>
                      <td data-label="Order">{invoice.orderReference}</td>
                      <td data-label="Net" className="invoices__minor">
                        {formatMoney(invoice.totalExcTax, invoice.currency)}
                      </td>
                      <td data-label="VAT" className="invoices__minor">
                        {formatMoney(invoice.totalTax, invoice.currency)}
                      </td>
                      <td data-label="Total">{formatMoney(invoice.totalIncTax, invoice.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <Pagination
            label="Invoice pages"
            page={filter.page}
            pageCount={Math.ceil(total / INVOICES_PER_PAGE)}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      <InvoiceZip chosen={[...chosen.values()]} onClear={() => setChosen(new Map())} />
    </Page>
  );
}
