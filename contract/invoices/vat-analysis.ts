import type { InvoiceLine, VatAtRate } from './schemas';

/**
 * The VAT analysis of an invoice or credit note (issue 43): per VAT rate its net, VAT and gross,
 * highest rate first. VAT is worked out on each line (half up to the penny, contract/money/tax.ts)
 * and kept that way consistently, as HMRC allows; so the VAT at a rate is the sum of its lines'
 * VAT, which can differ by a penny or two from the rate applied to the rate's net. The document
 * says so once, in small print (`vatPerLineNote`), so that an accountant reads the figures right.
 * Invariants (tests/contract/invoices/vat-analysis.property.test.ts): each rate's VAT is the sum
 * of its lines' VAT, its net the sum of their nets, and net + VAT = gross per rate and in total.
 */
export function vatAnalysisOf(lines: readonly Pick<InvoiceLine, 'vatRate' | 'netAmount' | 'vatAmount'>[]): VatAtRate[] {
  const byRate = new Map<number, { netAmount: number; vatAmount: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRate) ?? { netAmount: 0, vatAmount: 0 };
    entry.netAmount += line.netAmount;
    entry.vatAmount += line.vatAmount;
    byRate.set(line.vatRate, entry);
  }
  return [...byRate]
    .map(([rate, { netAmount, vatAmount }]) => ({ rate, netAmount, vatAmount, grossAmount: netAmount + vatAmount }))
    .sort((a, b) => b.rate - a.rate);
}

/** The analysis's total row: what the rates add up to (the document's totals). */
export function vatAnalysisTotal(rates: readonly VatAtRate[]): Omit<VatAtRate, 'rate'> {
  return rates.reduce(
    (total, rate) => ({
      netAmount: total.netAmount + rate.netAmount,
      vatAmount: total.vatAmount + rate.vatAmount,
      grossAmount: total.grossAmount + rate.grossAmount,
    }),
    { netAmount: 0, vatAmount: 0, grossAmount: 0 },
  );
}

/** The one line of small print under the analysis, on the page and in the PDF. */
export const vatPerLineNote =
  'VAT is worked out on each line and rounded to the penny; the VAT at each rate is the sum of its lines’ VAT.';
