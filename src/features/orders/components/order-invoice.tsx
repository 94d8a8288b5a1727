import { invoiceFileName } from '../../../../contract/invoices/schemas';
import type { Order } from '../../../../contract/orders/schemas';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { useDownloadOrderInvoice } from '../api/order-invoice';

/**
 * The order's invoice, whichever trade account is active (issue 43): its number from the order
 * itself, and its PDF (which needs the network) saved in one press. "No invoice yet." only when
 * the server says there is none.
 */
export function OrderInvoice({ order }: { order: Order }) {
  const online = useOnlineStatus();
  const pdf = useDownloadOrderInvoice(order);
  if (order.placedAt === null) return <p>The invoice is issued once the order is paid.</p>;
  // A copy kept on the device before issue 43 does not know its invoice: it never says "none".
  const number = (order as Partial<Order>).invoiceNumber;
  if (number === undefined) return <p>The invoice shows once this order is refreshed online.</p>;
  if (number === null) return <p>No invoice yet.</p>;
  return (
    <section aria-label="Invoice">
      <p>
        Invoice {number}{' '}
        <button
          type="button"
          className="button button--secondary"
          disabled={!online || pdf.isPending}
          onClick={() => pdf.mutate()}
        >
          {pdf.isPending ? 'Preparing the PDF…' : `Download invoice ${number} (PDF)`}
        </button>
      </p>
      {!online && <p role="status">Downloading the invoice needs a connection: you are offline.</p>}
      {pdf.data && (
        <p role="status">
          Invoice {number} was downloaded.{' '}
          <a href={pdf.data} download={invoiceFileName(number)}>
            Save it again
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
