import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../../contract/invoices/schemas';
import { vatAnalysisOf, vatAnalysisTotal } from '../../../contract/invoices/vat-analysis';
import { taxOn } from '../../../contract/money/tax';

/** UK and Irish rates in basis points: zero, reduced, Irish second reduced, standard. */
const rates = fc.constantFrom(0, 500, 900, 1350, 2000, 2300);

/** A line as an invoice or credit note has it: VAT worked out on its own net, half up. */
const invoiceLine = fc
  .record({
    id: fc.uuid(),
    unitPrice: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 999 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    vatRate: rates,
  })
  .map(({ id, unitPrice, quantity, discountShare, vatRate }): InvoiceLine => {
    const gross = unitPrice * quantity;
    const discount = Math.floor((gross * discountShare) / 100);
    const netAmount = gross - discount;
    return {
      id,
      description: 'Part',
      sku: id,
      quantity,
      unitPrice,
      discount,
      netAmount,
      vatRate,
      vatAmount: taxOn(netAmount, vatRate),
    };
  });

const invoices = fc.array(invoiceLine, { minLength: 1, maxLength: 40 });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the VAT analysis, for any invoice', () => {
  it('gives each rate the sum of its lines’ net and VAT, and net + VAT = gross per rate and in total', () => {
    fc.assert(
      fc.property(invoices, (lines) => {
        const analysis = vatAnalysisOf(lines);
        expect(new Set(analysis.map((entry) => entry.rate))).toEqual(new Set(lines.map((line) => line.vatRate)));
        for (const entry of analysis) {
          const ofRate = lines.filter((line) => line.vatRate === entry.rate);
          expect(entry.vatAmount).toBe(sum(ofRate.map((line) => line.vatAmount)));
          expect(entry.netAmount).toBe(sum(ofRate.map((line) => line.netAmount)));
          expect(entry.netAmount + entry.vatAmount).toBe(entry.grossAmount);
        }
        const total = vatAnalysisTotal(analysis);
        expect(total.netAmount).toBe(sum(lines.map((line) => line.netAmount)));
        expect(total.vatAmount).toBe(sum(lines.map((line) => line.vatAmount)));
        expect(total.netAmount + total.vatAmount).toBe(total.grossAmount);
        // Highest rate first, each rate once.
        expect(analysis.map((entry) => entry.rate)).toEqual(
          [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => b - a),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('VAT worked out per line', () => {
  it('can differ by a penny from the rate applied to the rate’s net: the analysis keeps the lines’ sum', () => {
    // Three lines of 2p at 20%: 0.4p each rounds to 0p, while 20% of 6p is 1.2p → 1p.
    const line = (id: string): InvoiceLine => ({
      id,
      description: 'Washer',
      sku: id,
      quantity: 1,
      unitPrice: 2,
      discount: 0,
      netAmount: 2,
      vatRate: 2000,
      vatAmount: taxOn(2, 2000),
    });
    const [entry] = vatAnalysisOf([line('a'), line('b'), line('c')]);
    expect(entry).toEqual({ rate: 2000, netAmount: 6, vatAmount: 0, grossAmount: 6 });
    expect(taxOn(6, 2000)).toBe(1);
  });
});
