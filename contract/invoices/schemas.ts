import { z } from 'zod';
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

const money = z.number().int();

export const invoicePartySchema = z.object({
  name: z.string(),
  /** Address lines, the postcode last but one and the country last. */
  address: z.array(z.string()),
  /** 'GB123456789' or 'IE1234567T'; null for a customer who gave none. */
  vatNumber: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceCustomerSchema = invoicePartySchema.extend({
  /** The trade account it was invoiced to; null for a retail customer. */
  accountNumber: z.string().nullable(),
  branchName: z.string().nullable(),
});
export type InvoiceCustomer = z.infer<typeof invoiceCustomerSchema>;

export const invoiceLineSchema = z.object({
  /** The order line's id ('delivery' for the delivery): what a credit note names. */
  id: z.string(),
  description: z.string(),
  /** The part number; null for delivery. */
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** Excluding VAT, before any discount. */
  unitPrice: money,
  discount: money,
  /** Quantity × unit price less the discount: what the VAT is charged on. */
  netAmount: money,
  vatRate: z.number().int(),
  vatAmount: money,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const vatAtRateSchema = z.object({ rate: z.number().int(), netAmount: money, vatAmount: money });
export type VatAtRate = z.infer<typeof vatAtRateSchema>;

/** One invoice or credit note in a list: what the trade §3 entity names, and the figures to show. */
export const invoiceSummarySchema = z.object({
  invoiceNumber: z.string(),
  type: z.enum(invoiceTypes),
  /** Sent back with the number to download the PDF: proves the number was handed out, not guessed. */
  magic: z.string(),
  country: z.enum(invoiceCountries),
  /** The trade account's branch and number; null for a retail customer. */
  branchId: z.string().nullable(),
  accountNumber: z.string().nullable(),
  /** yyyy-MM-dd. */
  date: z.string(),
  taxPoint: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  /** A credit note's invoice. */
  creditedInvoiceNumber: z.string().nullable(),
  currency: z.enum(basketCurrencies),
  totalExcTax: money,
  totalTax: money,
  totalIncTax: money,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /babbage-invoices/{invoiceNumber}: the whole document. */
export const invoiceSchema = invoiceSummarySchema.extend({
  issuedAt: z.string(),
  reason: z.string().nullable(),
  supplier: invoicePartySchema,
  customer: invoiceCustomerSchema,
  lines: z.array(invoiceLineSchema),
  vatByRate: z.array(vatAtRateSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** dd/MM/yyyy (trade §7) → yyyy-MM-dd, refusing a day that does not exist (31/02/2026). */
export const queryUkDate = () =>
  z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, { message: invoiceMessages.date, abort: true })
    .transform((value, context) => {
      const [day, month, year] = value.split('/');
      const iso = `${year}-${month}-${day}`;
      const date = new Date(`${iso}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
        context.addIssue({ code: 'custom', message: invoiceMessages.date });
        return z.NEVER;
      }
      return iso;
    });

const country = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(invoiceCountries, invoiceMessages.country));

/** What names one invoice to download: the trade §3 entity as the list gave it. */
export const invoiceReferenceSchema = z.object({
  invoiceNumber: text().trim().min(1, invoiceMessages.invoiceNumber).max(40),
  magic: text().trim().min(1, invoiceMessages.magic).max(100),
  country: country.optional(),
  branchId: text().trim().max(40).nullable().optional(),
  accountNumber: text().trim().max(40).nullable().optional(),
});
export type InvoiceReference = z.input<typeof invoiceReferenceSchema>;

/** POST /babbage-invoice-pdf (trade §7). */
export const invoicePdfInputSchema = z.object({
  babbageAccountNumber: text().trim().max(40).nullable().optional(),
  babbageBranchId: text().trim().max(40).nullable().optional(),
  invoiceNumber: text().trim().min(1, invoiceMessages.invoiceNumber).max(40),
  magic: text().trim().min(1, invoiceMessages.magic).max(100),
  country: country.optional(),
});
export type InvoicePdfInput = z.input<typeof invoicePdfInputSchema>;

export const MAX_INVOICES_PER_DOWNLOAD = 50;

/** POST /babbage-invoice-downloads (trade §7): several invoices, one ZIP. */
export const invoiceDownloadsInputSchema = z.object({
  invoices: z
    .array(invoiceReferenceSchema)
    .min(1, invoiceMessages.chooseInvoices)
    .max(MAX_INVOICES_PER_DOWNLOAD, invoiceMessages.tooManyInvoices(MAX_INVOICES_PER_DOWNLOAD)),
});
export type InvoiceDownloadsInput = z.input<typeof invoiceDownloadsInputSchema>;

/** The file name of an invoice's PDF, inside a ZIP and in Content-Disposition. */
export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
