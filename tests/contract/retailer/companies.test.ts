import { describe, expect, it } from 'vitest';
import { retailerCompanies, retailerCompanyOf } from '../../../contract/retailer/companies';
import { suppliers } from '../../../server/modules/invoices/suppliers';

describe('the retailer’s companies', () => {
  // A quote printed on the device and the invoice the server issues for its order name the same seller.
  it('are the invoices’ suppliers, country by country', () => {
    expect(retailerCompanies).toEqual(suppliers);
  });

  it('sell in sterling from the UK and in euro from Ireland', () => {
    expect(retailerCompanyOf('GBP').vatNumber).toMatch(/^GB /);
    expect(retailerCompanyOf('EUR').vatNumber).toMatch(/^IE /);
  });
});
