import { z } from 'zod/mini';
import { basketCurrencies } from '../basket/schemas';
import { text } from '../http/text';
import { invoiceMessages } from './messages';

/**
 * Invoices and credit notes (trade §3 "Invoice", §7 "Invoices and trade accounts"; issue 26).
 * Issued by the server when an order is placed (an invoice) and when goods are credited (a credit
 * note), each numbered in its own series: 'INV-GB-000123', 'INV-IE-000045', 'CN-GB-000007'. What
 * a UK and an Irish VAT invoice must show (design/providers.md) is all here: the supplier with its
 * VAT number, the customer, the number and date, the tax point, per line the description,
 * quantity, unit price, VAT rate and net amount, the totals by rate, the VAT and the total.
 * Money in minor units of `currency`; VAT rates in basis points (2000 = 20%).
 */
export const invoiceTypes = ['invoice', 'credit-note'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];
export const invoiceCountries = ['GB', 'IE'] as const;
export type InvoiceCountry = (typeof invoiceCountries)[number];

const money = z.int();

export const invoicePartySchema = z.object({
  name: z.string(),
  /** Address lines, the postcode last but one and the country last. */
  address: z.array(z.string()),
  /** 'GB123456789' or 'IE1234567T'; null for a customer who gave none. */
  vatNumber: z.nullable(z.string()),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceCustomerSchema = z.extend(invoicePartySchema, {
  /** The trade account it was invoiced to; null for a retail customer. */
  accountNumber: z.nullable(z.string()),
  branchName: z.nullable(z.string()),
});
export type InvoiceCustomer = z.infer<typeof invoiceCustomerSchema>;

export const invoiceLineSchema = z.object({
  /** The order line's id ('delivery' for the delivery): what a credit note names. */
  id: z.string(),
  description: z.string(),
  /** The part number; null for delivery. */
  sku: z.nullable(z.string()),
  quantity: z.int(),
  /** Excluding VAT, before any discount. */
  unitPrice: money,
  discount: money,
  /** Quantity × unit price less the discount: what the VAT is charged on. */
  netAmount: money,
  vatRate: z.int(),
  vatAmount: money,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** One row of the VAT analysis (vat-analysis.ts): the VAT is the sum of the rate's lines' VAT. */
export const vatAtRateSchema = z.object({ rate: z.int(), netAmount: money, vatAmount: money, grossAmount: money });
export type VatAtRate = z.infer<typeof vatAtRateSchema>;

/** One invoice or credit note in a list: what the trade §3 entity names, and the figures to show. */
export const invoiceSummarySchema = z.object({
  invoiceNumber: z.string(),
  type: z.enum(invoiceTypes),
  /** Sent back with the number to download the PDF: proves the number was handed out, not guessed. */
  magic: z.string(),
  country: z.enum(invoiceCountries),
  /** The trade account's branch and number; null for a retail customer. */
  branchId: z.nullable(z.string()),
  accountNumber: z.nullable(z.string()),
  /** yyyy-MM-dd. */
  date: z.string(),
  taxPoint: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  /** A credit note's invoice. */
  creditedInvoiceNumber: z.nullable(z.string()),
  currency: z.enum(basketCurrencies),
  totalExcTax: money,
  totalTax: money,
  totalIncTax: money,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /babbage-invoices/{invoiceNumber}: the whole document. */
export const invoiceSchema = z.extend(invoiceSummarySchema, {
  issuedAt: z.string(),
  reason: z.nullable(z.string()),
  supplier: invoicePartySchema,
  customer: invoiceCustomerSchema,
  lines: z.array(invoiceLineSchema),
  vatByRate: z.array(vatAtRateSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** dd/MM/yyyy (trade §7) → yyyy-MM-dd, refusing a day that does not exist (31/02/2026). */
export const queryUkDate = () =>
  z.pipe(
    z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/, { message: invoiceMessages.date, abort: true })),
    z.transform((value, context) => {
      const [day, month, year] = value.split('/');
      const iso = `${year}-${month}-${day}`;
      const date = new Date(`${iso}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
        context.issues.push({ code: 'custom', message: invoiceMessages.date, input: value });
        return z.NEVER;
      }
      return iso;
    }),
  );

const country = z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.enum(invoiceCountries, invoiceMessages.country));

/** What names one invoice to download: the trade §3 entity as the list gave it. */
export const invoiceReferenceSchema = z.object({
  invoiceNumber: text().check(z.trim(), z.minLength(1, invoiceMessages.invoiceNumber), z.maxLength(40)),
  magic: text().check(z.trim(), z.minLength(1, invoiceMessages.magic), z.maxLength(100)),
  country: z.optional(country),
  branchId: z.optional(z.nullable(text().check(z.trim(), z.maxLength(40)))),
  accountNumber: z.optional(z.nullable(text().check(z.trim(), z.maxLength(40)))),
});
export type InvoiceReference = z.input<typeof invoiceReferenceSchema>;

/** POST /babbage-invoice-pdf (trade §7). */
export const invoicePdfInputSchema = z.object({
  babbageAccountNumber: z.optional(z.nullable(text().check(z.trim(), z.maxLength(40)))),
  babbageBranchId: z.optional(z.nullable(text().check(z.trim(), z.maxLength(40)))),
  invoiceNumber: text().check(z.trim(), z.minLength(1, invoiceMessages.invoiceNumber), z.maxLength(40)),
  magic: text().check(z.trim(), z.minLength(1, invoiceMessages.magic), z.maxLength(100)),
  country: z.optional(country),
});
export type InvoicePdfInput = z.input<typeof invoicePdfInputSchema>;

export const MAX_INVOICES_PER_DOWNLOAD = 50;

/** POST /babbage-invoice-downloads (trade §7): several invoices, one ZIP. */
export const invoiceDownloadsInputSchema = z.object({
  invoices: z
    .array(invoiceReferenceSchema)
    .check(
      z.minLength(1, invoiceMessages.chooseInvoices),
      z.maxLength(MAX_INVOICES_PER_DOWNLOAD, invoiceMessages.tooManyInvoices(MAX_INVOICES_PER_DOWNLOAD)),
    ),
});
export type InvoiceDownloadsInput = z.input<typeof invoiceDownloadsInputSchema>;

/** The file name of an invoice's PDF, inside a ZIP and in Content-Disposition. */
export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
