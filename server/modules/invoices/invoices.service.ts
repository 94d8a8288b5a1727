import { zipSync } from 'fflate';
import type { z } from 'zod/mini';
import type { Violation } from '../../../contract/errors';
import { isUuid } from '../../../contract/ids/uuid-v7';
import { invoiceMessages } from '../../../contract/invoices/messages';
import type { invoicesQuery } from '../../../contract/invoices/routes';
import {
  invoiceFileName,
  type Invoice,
  type InvoiceCountry,
  type invoiceDownloadsInputSchema,
  type invoicePdfInputSchema,
  type InvoiceSummary,
} from '../../../contract/invoices/schemas';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import { accountScopeOf, type TradeAccountsRepository } from '../trade-accounts/trade-accounts.service';
import { createInvoiceIssuer } from './invoice-issuer';
import type { InvoiceMagic } from './invoice-magic';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceSummaryView, invoiceView } from './invoice-view';
import { createInvoicesRepository, type InvoiceListed, type InvoicesRepository } from './invoices.repository';
import type { Database } from '../../db/database';

interface Deps {
  invoices: InvoicesRepository;
  accounts: Pick<TradeAccountsRepository, 'activeFor'>;
  magic: InvoiceMagic;
}

/** What names an invoice in the PDF calls: its number and magic, and optionally where it belongs. */
interface Wanted {
  invoiceNumber: string;
  magic: string;
  country?: InvoiceCountry | undefined;
  branchId?: string | null | undefined;
  accountNumber?: string | null | undefined;
}

type Query = z.output<typeof invoicesQuery>;

/**
 * Reading invoices and credit notes (trade §7): the active trade account's, or a retail
 * customer's own (trade-accounts/account-scope.ts), the same by number as in the list; another
 * account's is "not found", the person's own other account's too until they switch to it (an
 * order's page has its invoice by the order: orderPdf). A PDF is served only for the number with
 * its magic, and, when the request names them, the account, branch and country the document
 * belongs to: anything else answers 404, whether the number exists or not, so nothing can be
 * learnt by guessing.
 */
export function createInvoicesService({ invoices, accounts, magic }: Deps) {
  const view = (row: InvoiceListed): Invoice => invoiceView(row, magic.magicOf(row.invoiceNumber));

  /** The document the request names, when the user may have it; undefined for anything else. */
  async function wanted(auth: AuthContext, request: Wanted): Promise<Invoice | undefined> {
    const row = await invoices.findVisible(
      await accountScopeOf(accounts, auth.userId),
      request.invoiceNumber.toUpperCase(),
    );
    if (!row || !magic.matches(row.invoiceNumber, request.magic)) return undefined;
    const invoice = view(row);
    if (request.country && request.country !== invoice.country) return undefined;
    if (request.accountNumber && request.accountNumber !== invoice.accountNumber) return undefined;
    if (request.branchId && request.branchId.toLowerCase() !== invoice.branchId) return undefined;
    return invoice;
  }

  return {
    async list(
      auth: AuthContext,
      query: Query,
    ): Promise<{ 'hydra:member': InvoiceSummary[]; 'hydra:totalItems': number }> {
      const { members, total } = await invoices.list(
        await accountScopeOf(accounts, auth.userId),
        {
          ...(query.type ? { type: query.type } : {}),
          ...(query.dateFrom ? { dateFrom: query.dateFrom } : {}),
          ...(query.dateTo ? { dateTo: query.dateTo } : {}),
        },
        query.page,
        query.itemsPerPage,
      );
      return {
        'hydra:member': members.map((row) => invoiceSummaryView(row, magic.magicOf(row.invoiceNumber))),
        'hydra:totalItems': total,
      };
    },

    async get(auth: AuthContext, invoiceNumber: string): Promise<Invoice> {
      const row = await invoices.findVisible(
        await accountScopeOf(accounts, auth.userId),
        invoiceNumber.trim().toUpperCase(),
      );
      if (!row) throw notFound(invoiceMessages.notFound);
      return view(row);
    },

    /** POST /babbage-invoice-pdf: the bytes and the file name. */
    async pdf(auth: AuthContext, input: z.output<typeof invoicePdfInputSchema>) {
      const invoice = await wanted(auth, {
        invoiceNumber: input.invoiceNumber,
        magic: input.magic,
        country: input.country,
        branchId: input.babbageBranchId,
        accountNumber: input.babbageAccountNumber,
      });
      if (!invoice) throw notFound(invoiceMessages.notFound);
      return { fileName: invoiceFileName(invoice.invoiceNumber), bytes: await renderInvoicePdf(invoice) };
    },

    /**
     * GET /orders/{id}/invoice-pdf: an order's page offers its invoice whichever account is active,
     * so it is found by the person's own order, not by number in the account's list.
     */
    async orderPdf(auth: AuthContext, orderId: string) {
      const row = isUuid(orderId) ? await invoices.invoiceOfOwnOrder(auth.userId, orderId.toLowerCase()) : undefined;
      if (!row) throw notFound(invoiceMessages.notFound);
      const invoice = view(row);
      return { fileName: invoiceFileName(invoice.invoiceNumber), bytes: await renderInvoicePdf(invoice) };
    },

    /**
     * POST /babbage-invoice-downloads: one ZIP of the PDFs, in the order asked (an invoice asked
     * twice is in it once). One that cannot be had is named beside its place in the list (422),
     * and no ZIP is made.
     */
    async downloads(auth: AuthContext, input: z.output<typeof invoiceDownloadsInputSchema>) {
      const found: Invoice[] = [];
      const violations: Violation[] = [];
      for (const [index, request] of input.invoices.entries()) {
        const invoice = await wanted(auth, request);
        if (invoice) found.push(invoice);
        else violations.push({ propertyPath: `invoices[${index}].invoiceNumber`, message: invoiceMessages.notFound });
      }
      if (violations.length) throw new HttpProblem(422, violations[0]!.message, violations);
      const files: Record<string, Uint8Array> = {};
      for (const invoice of found) {
        const name = invoiceFileName(invoice.invoiceNumber);
        // PDF streams are compressed already: stored as they are, the ZIP is made at once.
        if (!files[name]) files[name] = await renderInvoicePdf(invoice);
      }
      const stamp =
        found
          .map((invoice) => invoice.date)
          .sort()
          .at(-1) ?? 'invoices';
      return { fileName: `invoices-${stamp}.zip`, bytes: zipSync(files, { level: 0 }) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/**
 * What placing an order (orders, returns, the demo) needs: the invoice issued in the same
 * transaction. Here, in the entry, for the modules that place orders; invoice-services.ts wires the rest.
 */
export const createOrderInvoicing = (db: Database) => createInvoiceIssuer(createInvoicesRepository(db));

/**
 * For other modules (issue 44): orders, payments and returns issue an invoice or a credit note in
 * their own transaction (the issuer); the demo issues its documents as they do.
 */
export { createInvoiceIssuer } from './invoice-issuer';
export type { InvoiceIssuer } from './invoice-issuer';
export { createInvoicesRepository } from './invoices.repository';
