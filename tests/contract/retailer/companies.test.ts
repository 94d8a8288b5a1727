import { describe, expect, it } from 'vitest';
import { retailerCompanyOf } from '../../../contract/retailer/companies';

describe('the retailer’s companies', () => {
  it('sell in sterling from the UK and in euro from Ireland', () => {
    expect(retailerCompanyOf('GBP').vatNumber).toMatch(/^GB /);
    expect(retailerCompanyOf('EUR').vatNumber).toMatch(/^IE /);
  });
});
