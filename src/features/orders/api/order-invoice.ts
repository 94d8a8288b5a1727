import { useMutation } from '@tanstack/react-query';
import { invoiceFileName } from '../../../../contract/invoices/schemas';
import { invoiceRoutes } from '../../../../contract/invoices/routes';
import type { Order } from '../../../../contract/orders/schemas';
import { blobUrl } from '../../../api/blob-url';
import { apiRequest } from '../../../session/api-request';
import { saveFile } from '../../../ui/save-file';

/**
 * GET /orders/{id}/invoice-pdf: the order's invoice, found by the order (issue 43), so it is there
 * whichever trade account is active. Saved as a file at once (one press), through a blob URL that
 * is revoked after an hour (core §9), which the page keeps to save it again. Never queued.
 */
export function useDownloadOrderInvoice(order: Pick<Order, 'id' | 'invoiceNumber'>) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (): Promise<string> => {
      const bytes = await apiRequest(invoiceRoutes.orderInvoicePdf, { params: { id: order.id } });
      return blobUrl(bytes as BlobPart, 'application/pdf');
    },
    onSuccess: (url) => saveFile(url, invoiceFileName(order.invoiceNumber ?? 'invoice')),
  });
}
