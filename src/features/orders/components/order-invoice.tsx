import type { Order } from '../../../../contract/orders/schemas';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { useOpenInvoicePdf, useOrderInvoice } from '../api/order-invoice';

/** The order's invoice: its number, and its PDF (which needs the network) through a blob URL. */
export function OrderInvoice({ order }: { order: Order }) {
  const online = useOnlineStatus();
  const invoice = useOrderInvoice(order);
  const pdf = useOpenInvoicePdf();
  if (order.placedAt === null) return <p>The invoice is issued once the order is paid.</p>;
  if (invoice.isPending) return online ? <p role="status">Looking for the invoice…</p> : null;
  if (!invoice.data?.value) {
    return <p>{invoice.isError ? 'The invoice could not be loaded.' : 'No invoice yet.'}</p>;
  }
  const found = invoice.data.value;
  const number = found.invoiceNumber;
  return (
    <section aria-label="Invoice">
      <p>
        Invoice {number}{' '}
        <button
          type="button"
          className="button button--secondary"
          disabled={!online || pdf.isPending}
          onClick={() => pdf.mutate(found)}
        >
          {pdf.isPending ? 'Preparing the PDF…' : `Download invoice ${number} (PDF)`}
        </button>
      </p>
      {!online && <p role="status">Downloading the invoice needs a connection: you are offline.</p>}
      {pdf.data && (
        <p>
          <a href={pdf.data} download={`${number}.pdf`} target="_blank" rel="noreferrer">
            Open invoice {number} (PDF)
          </a>
        </p>
      )}
      {pdf.isError && (
        <ErrorBanner>
          {pdf.error instanceof ApiError ? pdf.error.message : 'The invoice could not be downloaded. Please try again.'}
        </ErrorBanner>
      )}
    </section>
  );
}
