import type { InvoiceCountry, InvoiceParty } from '../../../contract/invoices/schemas';

/**
 * Who supplies, by the country of the sale: sterling orders are sold by the UK company, euro
 * orders by its Irish company (a euro price is an Irish sale: contract/money/exchange.ts). Each
 * is registered for VAT where it sells, and its invoices say so (design/providers.md: a UK VAT
 * invoice carries the supplier's GB number, an Irish one its IE number). The demo's companies and
 * numbers are made up; a deployment changes them here.
 */
export const suppliers: Record<InvoiceCountry, InvoiceParty> = {
  GB: {
    name: 'Workbay Motor Factors Ltd',
    address: ['Unit 4, Kirkstall Trade Park', 'Leeds', 'LS5 3BT', 'United Kingdom'],
    vatNumber: 'GB 284 6104 93',
  },
  IE: {
    name: 'Workbay Motor Factors (Ireland) Ltd',
    address: ['Unit 12, Ballymount Industrial Estate', 'Dublin 12', 'D12 XK20', 'Ireland'],
    vatNumber: 'IE 3456789KH',
  },
};

/** The country whose VAT a sale in this currency pays. */
export const countryOfCurrency = (currency: 'GBP' | 'EUR'): InvoiceCountry => (currency === 'EUR' ? 'IE' : 'GB');

/** The series an invoice or credit note of that country is numbered in (0016_invoices.sql). */
export const seriesOf = (type: 'invoice' | 'credit-note', country: InvoiceCountry) =>
  `${type}-${country.toLowerCase()}` as const;
