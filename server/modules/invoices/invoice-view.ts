import type {
  Invoice,
  InvoiceCustomer,
  InvoiceLine,
  InvoiceParty,
  InvoiceSummary,
} from '../../../contract/invoices/schemas';
import { vatAnalysisOf } from '../../../contract/invoices/vat-analysis';
import type { InvoiceListed, InvoiceSummaryRow } from './invoices.repository';

/** A stored document as the API answers it: in a list (the summary) or on its own (with its lines). */
export function invoiceSummaryView(row: InvoiceSummaryRow, magic: string): InvoiceSummary {
  return {
    invoiceNumber: row.invoiceNumber,
    type: row.type,
    magic,
    country: row.country,
    branchId: row.branchId,
    accountNumber: row.accountNumber,
    date: row.issueDate,
    taxPoint: row.taxPoint,
    orderId: row.orderId,
    orderReference: row.orderReference,
    creditedInvoiceNumber: row.creditedInvoiceNumber,
    currency: row.currency,
    totalExcTax: row.totalExcTax,
    totalTax: row.totalTax,
    totalIncTax: row.totalIncTax,
  };
}

export function invoiceView(row: InvoiceListed, magic: string): Invoice {
  return {
    ...invoiceSummaryView({ ...row, accountNumber: (row.customer as InvoiceCustomer).accountNumber }, magic),
    issuedAt: row.issuedAt.toISOString(),
    reason: row.reason,
    supplier: row.supplier as InvoiceParty,
    customer: row.customer as InvoiceCustomer,
    lines: row.lines as InvoiceLine[],
    // Worked out again from the lines, so that a document stored before the analysis showed
    // gross per rate reads the same as a new one (and each rate is its lines' sum by construction).
    vatByRate: vatAnalysisOf(row.lines as InvoiceLine[]),
  };
}
