import type { InvoiceCountry, InvoiceParty } from '../../../contract/invoices/schemas';
import { retailerCompanies } from '../../../contract/retailer/companies';

/**
 * Who supplies, by the country of the sale: sterling orders are sold by the UK company, euro
 * orders by its Irish company (a euro price is an Irish sale: contract/money/exchange.ts). Each
 * is registered for VAT where it sells, and its invoices say so (design/providers.md: a UK VAT
 * invoice carries the supplier's GB number, an Irish one its IE number). The companies are the
 * retailer's, in contract/ (a quote printed on the device heads with the same seller).
 */
export const suppliers: Record<InvoiceCountry, InvoiceParty> = retailerCompanies;

/** The series an invoice or credit note of that country is numbered in (0016_invoices.sql). */
export const seriesOf = (type: 'invoice' | 'credit-note', country: InvoiceCountry) =>
  `${type}-${country.toLowerCase()}` as const;
