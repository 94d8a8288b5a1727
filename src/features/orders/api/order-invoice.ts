import { useMutation, useQuery } from '@tanstack/react-query';
import { invoiceRoutes } from '../../../../contract/invoices/routes';
import type { InvoiceSummary } from '../../../../contract/invoices/schemas';
import type { Order } from '../../../../contract/orders/schemas';
import { blobUrl } from '../../../api/blob-url';
import { savedRead } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

/** dd/MM/yyyy (trade §7), `days` after the given moment's UTC day. */
export function ukDate(iso: string, days = 0): string {
  const date = new Date(iso);
  date.setUTCDate(date.getUTCDate() + days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The invoice of a placed order. The list has no order filter (trade §7), so the days around the
 * day it was placed are asked for (the invoice is issued that day, in UK time) and the order's own
 * is picked out by its id.
 */
export function useOrderInvoice(order: Order) {
  const placedAt = order.placedAt;
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['orders', 'invoice', userId, order.id],
    queryFn: ({ signal }) =>
      savedRead(userId, `orders/invoice/${order.id}`, async (): Promise<InvoiceSummary | null> => {
        const list = await apiRequest(invoiceRoutes.babbageInvoices, {
          query: {
            type: 'invoice',
            dateFrom: ukDate(placedAt ?? order.createdAt, -1),
            dateTo: ukDate(placedAt ?? order.createdAt, 2),
            itemsPerPage: '100',
          },
          signal,
        });
        return list['hydra:member'].find((invoice) => invoice.orderId === order.id) ?? null;
      }),
    enabled: placedAt !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST /babbage-invoice-pdf, opened through a blob URL that is revoked after an hour. */
export function useOpenInvoicePdf() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (invoice: InvoiceSummary): Promise<string> => {
      const bytes = await apiRequest(invoiceRoutes.babbageInvoicePdf, {
        body: {
          invoiceNumber: invoice.invoiceNumber,
          magic: invoice.magic,
          country: invoice.country,
          babbageAccountNumber: invoice.accountNumber,
          babbageBranchId: invoice.branchId,
        },
      });
      return blobUrl(bytes as BlobPart, 'application/pdf');
    },
  });
}
