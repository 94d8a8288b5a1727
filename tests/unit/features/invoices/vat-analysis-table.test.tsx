import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vatAnalysisOf, vatPerLineNote } from '../../../../contract/invoices/vat-analysis';
import { VatAnalysisTable } from '../../../../src/features/invoices/components/vat-analysis-table';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the VAT analysis on the invoice page (issue 43)', () => {
  it('shows net, VAT and gross per rate, their total, and says once that VAT is per line', () => {
    // Irish lines at 13.5% and 23%: 3 × 2p washers round to no VAT each, a battery at 23%.
    const vatByRate = vatAnalysisOf([
      { vatRate: 1350, netAmount: 2, vatAmount: 0 },
      { vatRate: 1350, netAmount: 2, vatAmount: 0 },
      { vatRate: 1350, netAmount: 2, vatAmount: 0 },
      { vatRate: 2300, netAmount: 8999, vatAmount: 2070 },
    ]);
    render(<VatAnalysisTable invoice={{ currency: 'EUR', vatByRate }} />);
    const table = screen.getByRole('table', { name: 'VAT analysis' });
    expect(rowsOf(table)).toEqual([
      'VAT rateNetVATGross',
      '23%€89.99€20.70€110.69',
      '13.5%€0.06€0.00€0.06',
      'Total€90.05€20.70€110.75',
    ]);
    expect(screen.getAllByText(vatPerLineNote)).toHaveLength(1);
  });
});
