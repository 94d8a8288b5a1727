import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBasket } from '../../../../contract/basket/pricing';
import type { BasketLine } from '../../../../contract/basket/schemas';
import type { InvoiceLine, VatAtRate } from '../../../../contract/invoices/schemas';
import { vatAnalysisTotal } from '../../../../contract/invoices/vat-analysis';
import type { PromotionRule } from '../../../../contract/promotions/schemas';
import type { ShippingService } from '../../../../contract/shipping/schemas';
import { creditLineOf, figuresOf, invoiceLinesOf } from '../../../../server/modules/invoices/invoice-document';

/**
 * Issue 43, for any order: the invoice made from it and any credit note against that invoice have
 * a VAT analysis in which each rate's VAT is the sum of its lines' VAT, net + VAT = gross per rate
 * and in total, and the total is the document's (and, for the invoice, the order's) to the penny.
 */
const now = new Date('2026-03-10T10:00:00Z');
const rates = fc.constantFrom(0, 500, 1350, 2000, 2300);

const basketLine = (id: string, unit: number, quantity: number, taxRate: number): BasketLine => ({
  id,
  product: `/products/${id}`,
  productVariant: null,
  quantity,
  productName: `Part ${id}`,
  vehicleOptions: null,
  item: { sku: id, name: `Part ${id}`, brand: { name: 'Bosch' } },
  brandName: 'Bosch',
  componentName: 'Filters',
  categoryIds: ['c'],
  unitPrice: { excTax: unit },
  taxRate,
  linePriceTotal: { excTax: 0, incTax: 0 },
  discount: { excTax: 0 },
  promotions: [],
});

const percentOff = (basisPoints: number): PromotionRule => ({
  code: 'TENOFF',
  name: 'Off',
  kind: 'percentOffAll',
  percentBasisPoints: basisPoints,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  tradeOnly: false,
});

const van = (priceExcTax: number, taxRate: number): ShippingService => ({
  code: 'van',
  name: 'Van',
  description: 'Van',
  priceExcTax,
  taxRate,
  freeOverExcTax: null,
  tradeOnly: false,
  kind: 'van',
  status: 'active',
  leadDays: 0,
  cutOffTime: null,
  sundays: false,
});

const orders = fc
  .record({
    lines: fc.array(
      fc.record({
        unit: fc.integer({ min: 1, max: 200_000 }),
        quantity: fc.integer({ min: 1, max: 50 }),
        taxRate: rates,
      }),
      { minLength: 1, maxLength: 25 },
    ),
    percent: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
    shipping: fc.option(fc.record({ price: fc.integer({ min: 0, max: 3_000 }), taxRate: rates }), { nil: undefined }),
  })
  .map(({ lines, percent, shipping }) => {
    const basketLines = lines.map((line, index) => basketLine(`l${index}`, line.unit, line.quantity, line.taxRate));
    const service = shipping ? van(shipping.price, shipping.taxRate) : null;
    const totals = priceBasket({
      currency: 'GBP',
      lines: basketLines.map((line) => ({
        id: line.id,
        unitPriceExcTax: line.unitPrice.excTax,
        taxRate: line.taxRate,
        quantity: line.quantity,
        categoryIds: line.categoryIds,
      })),
      promotions: percent ? [percentOff(percent)] : [],
      shipping: service,
      isTrade: true,
      now,
    });
    const delivery = service ? { name: service.name, taxRate: service.taxRate } : null;
    return { currency: 'GBP' as const, lines: basketLines, totals, delivery };
  });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function expectAnalysisOf(lines: InvoiceLine[], analysis: VatAtRate[]) {
  for (const entry of analysis) {
    const ofRate = lines.filter((line) => line.vatRate === entry.rate);
    expect(entry.vatAmount).toBe(sum(ofRate.map((line) => line.vatAmount)));
    expect(entry.netAmount).toBe(sum(ofRate.map((line) => line.netAmount)));
    expect(entry.netAmount + entry.vatAmount).toBe(entry.grossAmount);
  }
  expect(sum(analysis.map((entry) => entry.vatAmount))).toBe(sum(lines.map((line) => line.vatAmount)));
}

describe('the VAT analysis of invoices and credit notes, for any order', () => {
  it('adds up per rate and in total, to the order and to what is credited', () => {
    fc.assert(
      fc.property(orders, fc.array(fc.integer({ min: 0, max: 1_000 })), (order, picks) => {
        const invoice = figuresOf(invoiceLinesOf(order));
        expectAnalysisOf(invoice.lines, invoice.vatByRate);
        const total = vatAnalysisTotal(invoice.vatByRate);
        expect(total).toEqual({
          netAmount: invoice.totalExcTax,
          vatAmount: invoice.totalTax,
          grossAmount: invoice.totalIncTax,
        });
        expect(total.grossAmount).toBe(order.totals.totalIncTax);
        expect(total.vatAmount).toBe(order.totals.totalTax);

        // A credit note for part of some lines.
        const credited = invoice.lines.flatMap((line, index) => {
          const quantity = (picks[index] ?? 0) % (line.quantity + 1);
          const none = { quantity: 0, netAmount: 0, vatAmount: 0 };
          return quantity > 0 ? [creditLineOf({ line, quantity, credited: none })] : [];
        });
        const note = figuresOf(credited);
        expectAnalysisOf(note.lines, note.vatByRate);
        expect(vatAnalysisTotal(note.vatByRate)).toEqual({
          netAmount: note.totalExcTax,
          vatAmount: note.totalTax,
          grossAmount: note.totalIncTax,
        });
      }),
      { numRuns: 200 },
    );
  });
});
