import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { invoiceRoutes } from '../../../../contract/invoices/routes';
import { invoiceFileName, type InvoiceSummary, type InvoiceType } from '../../../../contract/invoices/schemas';
import { blobUrl } from '../../../api/blob-url';
import { saveFile } from '../../../ui/save-file';
import { savedRead } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

export const INVOICES_PER_PAGE = 25;

export interface InvoicesFilter {
  /** '' for both invoices and credit notes. */
  type: InvoiceType | '';
  /** yyyy-MM-dd as a date field gives it, both days included; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

/** yyyy-MM-dd (a date field) → dd/MM/yyyy (trade §7). */
export function toUkDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export function invoicesQueryParams(filter: InvoicesFilter) {
  return {
    page: String(filter.page),
    itemsPerPage: String(INVOICES_PER_PAGE),
    ...(filter.type && { type: filter.type }),
    ...(filter.from && { dateFrom: toUkDate(filter.from) }),
    ...(filter.to && { dateTo: toUkDate(filter.to) }),
  };
}

const useUserId = () => useSession().claims?.id ?? '';

/**
 * GET /babbage-invoices, newest first. Kept on the device for its person (db/saved-reads), so a
 * list seen once opens offline and after a reload, marked as a saved copy.
 */
export function useInvoices(filter: InvoicesFilter) {
  const userId = useUserId();
  return useQuery({
    queryKey: ['invoices', 'list', userId, filter],
    queryFn: ({ signal }) =>
      savedRead(userId, `invoices/list/${JSON.stringify(filter)}`, () =>
        apiRequest(invoiceRoutes.babbageInvoices, { query: invoicesQueryParams(filter), signal }),
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /babbage-invoices/{invoiceNumber}: the whole document, kept like the list. */
export function useInvoice(invoiceNumber: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: ['invoices', 'invoice', userId, invoiceNumber],
    queryFn: ({ signal }) =>
      savedRead(userId, `invoices/invoice/${invoiceNumber}`, () =>
        apiRequest(invoiceRoutes.babbageInvoice, { params: { invoiceNumber }, signal }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** What names an invoice to the PDF and ZIP calls: its number with the magic the list handed out. */
function reference(invoice: InvoiceSummary) {
  return {
    invoiceNumber: invoice.invoiceNumber,
    magic: invoice.magic,
    country: invoice.country,
    branchId: invoice.branchId,
    accountNumber: invoice.accountNumber,
  };
}

/**
 * POST /babbage-invoice-pdf, saved as a file at once (issue 43: one press downloads it) through a
 * blob URL revoked after an hour (core §9), which the page keeps to save it again. Never queued.
 */
export function useInvoicePdf() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (invoice: InvoiceSummary): Promise<string> => {
      const { branchId, accountNumber, ...rest } = reference(invoice);
      const bytes = await apiRequest(invoiceRoutes.babbageInvoicePdf, {
        body: { ...rest, babbageAccountNumber: accountNumber, babbageBranchId: branchId },
      });
      return blobUrl(bytes as BlobPart, 'application/pdf');
    },
    onSuccess: (url, invoice) => saveFile(url, invoiceFileName(invoice.invoiceNumber)),
  });
}

/** The ZIP's file name: 'invoices-27-11-2026.zip'. */
export function zipFileName(now = new Date()): string {
  return `invoices-${now.toLocaleDateString('en-GB').replaceAll('/', '-')}.zip`;
}

/** POST /babbage-invoice-downloads: several invoices as one ZIP of PDFs. Never queued. */
export function useInvoiceZip() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (invoices: readonly InvoiceSummary[]): Promise<{ url: string; count: number }> => {
      const bytes = await apiRequest(invoiceRoutes.babbageInvoiceDownloads, {
        body: { invoices: invoices.map(reference) },
      });
      return { url: blobUrl(bytes as BlobPart, 'application/zip'), count: invoices.length };
    },
  });
}
