import type { RouteDeps } from '../../http/route-deps';

/** GET /babbage-invoices, one invoice, its PDF (also by its order) and several as a ZIP (trade §7, issue 26). */
export function invoicesRoutes({ route, services }: RouteDeps): void {
  route('babbageInvoices', { handler: async ({ auth, query }) => services.invoices.list(auth, query) });
  route('babbageInvoice', {
    handler: async ({ auth, params }) => services.invoices.get(auth, params.invoiceNumber),
  });
  route('babbageInvoicePdf', {
    handler: async ({ auth, body, reply }) => {
      const { fileName, bytes } = await services.invoices.pdf(auth, body);
      reply
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      return bytes;
    },
  });
  route('orderInvoicePdf', {
    handler: async ({ auth, params, reply }) => {
      const { fileName, bytes } = await services.invoices.orderPdf(auth, params.id);
      // Saved as a file at once: "Download invoice" is one press (issue 43).
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      return bytes;
    },
  });
  route('babbageInvoiceDownloads', {
    handler: async ({ auth, body, reply }) => {
      const { fileName, bytes } = await services.invoices.downloads(auth, body);
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      return bytes;
    },
  });
}
