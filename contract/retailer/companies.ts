/**
 * The retailer's companies, by the country of the sale: sterling sales are made by the UK company,
 * euro sales by its Irish one (a euro price is an Irish sale: money/exchange.ts), each registered
 * for VAT where it sells. A document the device prints without the server (a quote's PDF) heads
 * with them, and the server's invoices name them as the supplier (server/modules/invoices/suppliers.ts).
 * The demo's companies and numbers are made up; a deployment changes them here.
 */
import { countryOfCurrency, type SaleCountry } from '../money/sale-country';

export interface RetailerCompany {
  name: string;
  /** Address lines, the postcode last but one and the country last. */
  address: string[];
  vatNumber: string;
}

export const retailerCompanies: Record<SaleCountry, RetailerCompany> = {
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

/** The company that sells in this currency. */
export const retailerCompanyOf = (currency: 'GBP' | 'EUR'): RetailerCompany =>
  retailerCompanies[countryOfCurrency(currency)];
