import { z } from 'zod/mini';
import { hydraCollection, pagingQuery } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { invoiceMessages } from './messages';
import {
  invoiceDownloadsInputSchema,
  invoicePdfInputSchema,
  invoiceSchema,
  invoiceSummarySchema,
  invoiceTypes,
  queryUkDate,
} from './schemas';

/** trade §7: type, dateFrom and dateTo (dd/MM/yyyy, both days included), paged (design/api-routes.md). */
export const invoicesQuery = z
  .object({
    ...pagingQuery(25, 100),
    type: z.optional(z.enum(invoiceTypes, invoiceMessages.type)),
    dateFrom: z.optional(queryUkDate()),
    dateTo: z.optional(queryUkDate()),
  })
  .check(
    z.refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
      message: invoiceMessages.dateOrder,
      path: ['dateTo'],
    }),
  );

/**
 * Trade invoices and credit notes of a logged-in user (trade §6): the active trade account's,
 * whoever placed the order, or a retail customer's own. Another account's answers 404, and a PDF
 * is served only with the `magic` the list handed out with its number.
 */
export const invoiceRoutes = defineRoutes('invoices', {
  babbageInvoices: {
    method: 'GET',
    path: '/babbage-invoices',
    summary: 'Your trade account’s invoices and credit notes, newest first; by type and between two days',
    auth: 'user',
    query: invoicesQuery,
    response: hydraCollection(invoiceSummarySchema),
  },
  babbageInvoice: {
    method: 'GET',
    path: '/babbage-invoices/{invoiceNumber}',
    summary: 'One invoice or credit note with its lines, VAT by rate and totals',
    auth: 'user',
    response: invoiceSchema,
  },
  babbageInvoicePdf: {
    method: 'POST',
    path: '/babbage-invoice-pdf',
    summary: 'An invoice or credit note as a PDF; a wrong magic, account, branch or country answers 404',
    auth: 'user',
    body: invoicePdfInputSchema,
    produces: 'application/pdf',
  },
  orderInvoicePdf: {
    method: 'GET',
    path: '/orders/{id}/invoice-pdf',
    summary:
      'The invoice of one of your orders as a PDF, whichever trade account is active (issue 43); ' +
      'an order with no invoice yet, or not yours, answers 404',
    auth: 'user',
    produces: 'application/pdf',
  },
  babbageInvoiceDownloads: {
    method: 'POST',
    path: '/babbage-invoice-downloads',
    summary: 'Several invoices as one ZIP of PDFs; one that cannot be found is named in the violations (422)',
    auth: 'user',
    body: invoiceDownloadsInputSchema,
    produces: 'application/zip',
  },
});
