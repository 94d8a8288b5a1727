import '../invoices.css';
import { Link, useParams } from 'react-router';
import { invoiceFileName, type Invoice } from '../../../../contract/invoices/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { useInvoice, useInvoicePdf } from '../api/invoices';
import { invoiceDate, invoiceTypeLabel, vatRateLabel } from './invoice-labels';
import { VatAnalysisTable } from './vat-analysis-table';
import { TableScroll } from '../../../ui/table-scroll';

/** /account/invoices/:number: the document as the PDF shows it, and the PDF itself. */
export function InvoicePage() {
  const { number = '' } = useParams();
  const online = useOnlineStatus();
  const invoice = useInvoice(number);
  if (invoice.isPending)
    return online ? <Spinner label="Loading the invoice" /> : <OfflineNotice what="This invoice" />;
  if (!invoice.data) {
    return (
      <Page title={`Invoice ${number}`}>
        <ErrorBanner>
          {invoice.error instanceof ApiError
            ? invoice.error.message
            : 'This invoice could not be loaded. Please try again.'}
        </ErrorBanner>
        <Link to="/account/invoices">Back to your invoices</Link>
      </Page>
    );
  }
  return (
    <InvoiceView
      invoice={invoice.data.value}
      savedAt={invoice.data.savedAt}
      fromDevice={invoice.data.fromDevice || invoice.isError}
    />
  );
}

function Party({ label, lines }: { label: string; lines: readonly (string | null)[] }) {
  return (
    <section className="invoice__party" aria-label={label}>
      <h2>{label}</h2>
      <address>
        {lines
          .filter((line): line is string => Boolean(line))
          .map((line) => (
            <span key={line}>{line}</span>
          ))}
      </address>
    </section>
  );
}

function InvoiceView({ invoice, savedAt, fromDevice }: { invoice: Invoice; savedAt: number; fromDevice: boolean }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const kind = invoiceTypeLabel[invoice.type];
  const { supplier, customer } = invoice;
  return (
    <Page title={`${kind} ${invoice.invoiceNumber}`}>
      <SavedCopy updatedAt={savedAt} failed={fromDevice} />
      <dl className="invoice__facts">
        <dt>Date</dt>
        <dd>{invoiceDate(invoice.date)}</dd>
        <dt>Tax point</dt>
        <dd>{invoiceDate(invoice.taxPoint)}</dd>
        <dt>Order</dt>
        <dd>
          <Link to={`/account/orders/${invoice.orderId}`}>{invoice.orderReference}</Link>
        </dd>
        {invoice.creditedInvoiceNumber && (
          <>
            <dt>Credits invoice</dt>
            <dd>
              <Link to={`/account/invoices/${encodeURIComponent(invoice.creditedInvoiceNumber)}`}>
                {invoice.creditedInvoiceNumber}
              </Link>
            </dd>
          </>
        )}
        {invoice.reason && (
          <>
            <dt>Reason</dt>
            <dd>{invoice.reason}</dd>
          </>
        )}
      </dl>
      <div className="invoice__parties">
        <Party
          label="From"
          lines={[supplier.name, ...supplier.address, supplier.vatNumber && `VAT number ${supplier.vatNumber}`]}
        />
        <Party
          label="To"
          lines={[
            customer.name,
            customer.accountNumber && `Account ${customer.accountNumber}`,
            customer.branchName,
            ...customer.address,
            customer.vatNumber && `VAT number ${customer.vatNumber}`,
          ]}
        />
      </div>
      <TableScroll label="Lines">
        <table className="table invoice__lines stacked-table">
          <caption>Lines</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Discount</th>
              <th scope="col">Net</th>
              <th scope="col">VAT rate</th>
              <th scope="col">VAT</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.description} {line.sku && <span className="invoice__sku">{line.sku}</span>}
                </th>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Unit price">{money(line.unitPrice)}</td>
                <td data-label="Discount">{line.discount ? money(line.discount) : '–'}</td>
                <td data-label="Net">{money(line.netAmount)}</td>
                <td data-label="VAT rate">{vatRateLabel(line.vatRate)}</td>
                <td data-label="VAT">{money(line.vatAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <VatAnalysisTable invoice={invoice} />
      <dl className="invoice__totals" aria-label="Totals">
        <dt>Total exc. VAT</dt>
        <dd>{money(invoice.totalExcTax)}</dd>
        <dt>VAT</dt>
        <dd>{money(invoice.totalTax)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(invoice.totalIncTax)}</strong>
        </dd>
      </dl>
      <InvoicePdf invoice={invoice} />
      <p>
        <Link to="/account/invoices">Back to your invoices</Link>
      </p>
    </Page>
  );
}

function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const online = useOnlineStatus();
  const pdf = useInvoicePdf();
  const number = invoice.invoiceNumber;
  return (
    <section aria-label="PDF">
      <button type="button" className="button" disabled={!online || pdf.isPending} onClick={() => pdf.mutate(invoice)}>
        {pdf.isPending ? 'Preparing the PDF…' : `Download ${number} (PDF)`}
      </button>
      {!online && <p role="status">Downloading the PDF needs a connection: you are offline.</p>}
      {pdf.data && (
        <p role="status">
          {number} was downloaded.{' '}
          <a href={pdf.data} download={invoiceFileName(number)}>
            Save it again
          </a>
        </p>
      )}
      {pdf.isError && (
        <ErrorBanner>
          {pdf.error instanceof ApiError ? pdf.error.message : 'The PDF could not be downloaded. Please try again.'}
        </ErrorBanner>
      )}
    </section>
  );
}
