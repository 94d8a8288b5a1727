import type { Violation } from '../../../contract/errors';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { invoiceMessages } from '../../../contract/invoices/messages';
import type { InvoiceCustomer, InvoiceLine } from '../../../contract/invoices/schemas';
import { countryOfCurrency } from '../../../contract/money/sale-country';
import { HttpProblem } from '../../http/problem';
import { ukDay } from '../../clock';
import { creditLineOf, figuresOf, invoiceLinesOf } from './invoice-document';
import type { InvoiceRow, InvoicesRepository, OrderForInvoiceRow } from './invoices.repository';
import { seriesOf, suppliers } from './suppliers';

/** A credit note's request: the invoice, why, and which of its lines in what quantity. */
export interface CreditNoteRequest {
  invoiceNumber: string;
  reason: string;
  /** Invoice line ids (an order line's id, or 'delivery') and how many of each to credit. */
  lines: { lineId: string; quantity: number }[];
  at: Date;
  /** Where a refusal of lines[i] is shown: `${pathPrefix}[i].quantity` ('lines' unless said). */
  pathPrefix?: string;
}

const customerOf = (row: OrderForInvoiceRow): InvoiceCustomer => {
  const person = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  const address = [
    row.line1,
    row.line2,
    row.town,
    row.county,
    row.postcode,
    row.country_code === 'IE' ? 'Ireland' : row.line1 ? 'United Kingdom' : null,
  ].filter((part): part is string => Boolean(part && part.trim()));
  return {
    name: row.company || person || row.address_name || row.email || 'Customer',
    address,
    vatNumber: null,
    accountNumber: row.account_number,
    branchName: row.branch_name,
  };
};

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Issues invoices and credit notes, in the caller's transaction (the one that places the order,
 * or that credits a return), so a document exists exactly when its cause does.
 */
export function createInvoiceIssuer(invoices: InvoicesRepository) {
  async function store(
    fields: Omit<InvoiceRow, 'id' | 'invoiceNumber' | 'series' | 'sequence' | 'issueDate'>,
  ): Promise<InvoiceRow> {
    const series = seriesOf(fields.type, fields.country);
    // Taken last, just before the insert: the series' row is held for as short a time as the
    // transaction allows.
    const { sequence, invoiceNumber } = await invoices.takeNumber(series);
    return invoices.insert({
      ...fields,
      id: uuidv7(fields.issuedAt.getTime()),
      invoiceNumber,
      series,
      sequence,
      issueDate: ukDay(fields.issuedAt),
    });
  }

  const service = {
    /**
     * The invoice of a placed order, issued once: the same order again answers its invoice. An
     * order that is not placed (awaiting payment, cancelled) gets none: null. Its tax point is
     * the day the order was placed, the invoice's date the day it is issued (the same day, when
     * placing issues it).
     */
    async issueForOrder(orderId: string, at: Date): Promise<InvoiceRow | null> {
      const existing = await invoices.invoiceOfOrder(orderId);
      if (existing) return existing;
      const order = await invoices.orderForInvoice(orderId);
      if (!order || order.status !== 'placed') return null;
      const country = countryOfCurrency(order.currency);
      const figures = figuresOf(
        invoiceLinesOf({
          currency: order.currency,
          lines: order.lines,
          totals: order.totals,
          delivery:
            order.shipping_name !== null
              ? { name: order.shipping_name, taxRate: Number(order.shipping_tax_rate ?? 2000) }
              : null,
        }),
      );
      return store({
        type: 'invoice',
        orderId,
        creditedInvoiceId: null,
        userId: order.user_id,
        babbageAccountId: order.account_id,
        country,
        currency: order.currency,
        issuedAt: at,
        taxPoint: ukDay(dateOf(order.placed_at) ?? at),
        reason: null,
        supplier: suppliers[country],
        customer: customerOf(order),
        lines: figures.lines,
        vatByRate: figures.vatByRate,
        totalExcTax: figures.totalExcTax,
        totalTax: figures.totalTax,
        totalIncTax: figures.totalIncTax,
      });
    },

    /**
     * A credit note against an invoice (digital returns call this once a return is credited):
     * its own number in the credit-note series of the invoice's country, the invoice it refers
     * to, the reason, the lines and the VAT credited per rate. A line is never credited beyond
     * what the invoice charged less earlier credit notes: 422 with a violation beside that line.
     */
    async issueCreditNote(request: CreditNoteRequest): Promise<InvoiceRow> {
      const prefix = request.pathPrefix ?? 'lines';
      const invoice = await invoices.lockByNumber(request.invoiceNumber.trim().toUpperCase());
      if (!invoice) throw new HttpProblem(404, invoiceMessages.notFound);
      if (invoice.type !== 'invoice') throw new HttpProblem(422, invoiceMessages.notAnInvoice);
      const reason = request.reason.trim();
      if (!reason)
        throw new HttpProblem(422, invoiceMessages.reason, [
          { propertyPath: 'reason', message: invoiceMessages.reason },
        ]);
      const asked = request.lines.filter((line) => line.quantity !== 0);
      if (!asked.length)
        throw new HttpProblem(422, invoiceMessages.nothingToCredit, [
          { propertyPath: prefix, message: invoiceMessages.nothingToCredit },
        ]);

      const credited = new Map<string, { quantity: number; netAmount: number; vatAmount: number }>();
      for (const note of await invoices.creditNotesOf(invoice.id)) {
        for (const line of note.lines as InvoiceLine[]) {
          const sum = credited.get(line.id) ?? { quantity: 0, netAmount: 0, vatAmount: 0 };
          credited.set(line.id, {
            quantity: sum.quantity + line.quantity,
            netAmount: sum.netAmount + line.netAmount,
            vatAmount: sum.vatAmount + line.vatAmount,
          });
        }
      }
      const invoiceLines = new Map((invoice.lines as InvoiceLine[]).map((line) => [line.id, line]));
      const violations: Violation[] = [];
      const lines: InvoiceLine[] = [];
      request.lines.forEach((wanted, index) => {
        if (wanted.quantity === 0) return;
        const line = invoiceLines.get(wanted.lineId);
        if (!line) {
          violations.push({ propertyPath: `${prefix}[${index}].lineId`, message: invoiceMessages.unknownLine });
          return;
        }
        const already = credited.get(line.id) ?? { quantity: 0, netAmount: 0, vatAmount: 0 };
        const left = line.quantity - already.quantity;
        if (!Number.isInteger(wanted.quantity) || wanted.quantity < 0 || wanted.quantity > left) {
          violations.push({
            propertyPath: `${prefix}[${index}].quantity`,
            message: invoiceMessages.creditQuantity(left),
          });
          return;
        }
        const credit = creditLineOf({ line, quantity: wanted.quantity, credited: already });
        lines.push(credit);
        // The same line asked twice in one request counts against what is left.
        credited.set(line.id, {
          quantity: already.quantity + credit.quantity,
          netAmount: already.netAmount + credit.netAmount,
          vatAmount: already.vatAmount + credit.vatAmount,
        });
      });
      if (violations.length) throw new HttpProblem(422, violations[0]!.message, violations);

      const figures = figuresOf(lines);
      return store({
        type: 'credit-note',
        orderId: invoice.orderId,
        creditedInvoiceId: invoice.id,
        userId: invoice.userId,
        babbageAccountId: invoice.babbageAccountId,
        country: invoice.country,
        currency: invoice.currency,
        issuedAt: request.at,
        // A credit note's own date is its tax point: the day the credit is given.
        taxPoint: ukDay(request.at),
        reason,
        supplier: invoice.supplier,
        customer: invoice.customer,
        lines: figures.lines,
        vatByRate: figures.vatByRate,
        totalExcTax: figures.totalExcTax,
        totalTax: figures.totalTax,
        totalIncTax: figures.totalIncTax,
      });
    },

    /**
     * A placed order cancelled (POST /orders/{id}/cancel): whatever of its invoice is not credited
     * yet is credited by one credit note. None when the order had no invoice (it was not placed)
     * or everything was credited already: null.
     */
    async creditCancelledOrder(orderId: string, at: Date): Promise<InvoiceRow | null> {
      const invoice = await invoices.invoiceOfOrder(orderId);
      if (!invoice) return null;
      const credited = new Map<string, number>();
      for (const note of await invoices.creditNotesOf(invoice.id))
        for (const line of note.lines as InvoiceLine[])
          credited.set(line.id, (credited.get(line.id) ?? 0) + line.quantity);
      const lines = (invoice.lines as InvoiceLine[])
        .map((line) => ({ lineId: line.id, quantity: line.quantity - (credited.get(line.id) ?? 0) }))
        .filter((line) => line.quantity > 0);
      if (!lines.length) return null;
      return service.issueCreditNote({ invoiceNumber: invoice.invoiceNumber, reason: CANCELLED_REASON, lines, at });
    },
  };
  return service;
}

/** The reason a cancelled order's credit note gives. */
export const CANCELLED_REASON = 'Order cancelled';

export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;
