import { useEffect, useRef } from 'react';
import type { InvoiceSummary } from '../../../../contract/invoices/schemas';
import { MAX_INVOICES_PER_DOWNLOAD } from '../../../../contract/invoices/schemas';
import { ApiError } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { useInvoiceZip, zipFileName } from '../api/invoices';

/**
 * The chosen invoices as one ZIP: the person is told while it builds (50 PDFs take a few seconds),
 * then the file is saved by itself, with a link to save it again.
 */
export function InvoiceZip({ chosen, onClear }: { chosen: readonly InvoiceSummary[]; onClear: () => void }) {
  const online = useOnlineStatus();
  const zip = useInvoiceZip();
  const link = useRef<HTMLAnchorElement>(null);
  const url = zip.data?.url;
  useEffect(() => {
    if (url) link.current?.click();
  }, [url]);
  const count = chosen.length;
  const tooMany = count > MAX_INVOICES_PER_DOWNLOAD;
  const noun = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);
  return (
    <section
      className={count > 0 ? 'invoices__download invoices__download--chosen' : 'invoices__download'}
      aria-label="Download chosen invoices"
    >
      <p aria-live="polite">
        {count === 0 ? 'Tick invoices to download several at once.' : `${noun(count)} chosen.`}
        {tooMany && ` At most ${MAX_INVOICES_PER_DOWNLOAD} can be downloaded at once.`}
      </p>
      <div className="invoices__download-actions">
        <button
          type="button"
          className="button"
          disabled={count === 0 || tooMany || !online || zip.isPending}
          onClick={() => zip.mutate(chosen)}
        >
          {count === 0 ? 'Download as a ZIP' : `Download ${noun(count)} as a ZIP`}
        </button>
        {count > 0 && (
          <button type="button" className="button button--secondary" onClick={onClear} disabled={zip.isPending}>
            Clear the choice
          </button>
        )}
      </div>
      {!online && <p role="status">Downloading invoices needs a connection: you are offline.</p>}
      {zip.isPending && (
        <p className="invoices__building" role="status">
          <span className="spinner__wheel" aria-hidden="true" /> Building a ZIP of {noun(zip.variables.length)}: this
          takes a few seconds…
        </p>
      )}
      {zip.data && (
        <p role="status">
          <a ref={link} href={zip.data.url} download={zipFileName()}>
            Save the ZIP of {noun(zip.data.count)} again
          </a>
        </p>
      )}
      {zip.isError && (
        <ErrorBanner>
          {zip.error instanceof ApiError
            ? zip.error.message
            : 'The invoices could not be downloaded. Please try again.'}
        </ErrorBanner>
      )}
    </section>
  );
}
