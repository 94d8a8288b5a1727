import { describe, expect, it } from 'vitest';
import type { BasketLine, Totals } from '../../../../contract/basket/schemas';
import type { InvoiceLine } from '../../../../contract/invoices/schemas';
import { withTax } from '../../../../contract/money/tax';
import { ukDay } from '../../../../server/clock';
import { creditLineOf, figuresOf, invoiceLinesOf } from '../../../../server/modules/invoices/invoice-document';
import { createInvoiceMagic } from '../../../../server/modules/invoices/invoice-magic';

const part = (id: string, unit: number, quantity: number, taxRate: number): BasketLine => ({
  id,
  product: `/products/${id}`,
  productVariant: null,
  quantity,
  productName: `Part ${id}`,
  vehicleOptions: null,
  item: { sku: id, name: `Part ${id}`, brand: { name: 'Bosch' } },
  brandName: 'Bosch',
  componentName: 'Filters',
  categoryIds: [],
  unitPrice: { excTax: unit },
  taxRate,
  linePriceTotal: { excTax: unit * quantity, incTax: withTax(unit * quantity, taxRate) },
  discount: { excTax: 0 },
  promotions: [],
});

/** Totals as contract/basket/pricing.ts works them out: VAT per line, shipping at its own rate. */
function totalsOf(lines: BasketLine[], discounts: number[], shippingExcTax: number, shippingRate: number): Totals {
  const priced = lines.map((line, index) => {
    const exc = line.unitPrice.excTax * line.quantity;
    const after = exc - (discounts[index] ?? 0);
    return {
      id: line.id,
      linePriceTotal: { excTax: exc, incTax: withTax(exc, line.taxRate) },
      discount: { excTax: discounts[index] ?? 0 },
      linePriceTotalAfterDiscount: { excTax: after, incTax: withTax(after, line.taxRate) },
      promotions: [],
    };
  });
  const goods = priced.reduce((sum, line) => sum + line.linePriceTotalAfterDiscount.excTax, 0);
  const tax =
    priced.reduce(
      (sum, line) => sum + line.linePriceTotalAfterDiscount.incTax - line.linePriceTotalAfterDiscount.excTax,
      0,
    ) +
    withTax(shippingExcTax, shippingRate) -
    shippingExcTax;
  return {
    currency: 'EUR',
    itemsExcTax: priced.reduce((sum, line) => sum + line.linePriceTotal.excTax, 0),
    discountExcTax: discounts.reduce((sum, value) => sum + value, 0),
    shippingExcTax,
    shippingDiscountExcTax: 0,
    totalExcTax: goods + shippingExcTax,
    totalTax: tax,
    totalIncTax: goods + shippingExcTax + tax,
    lines: priced,
    promotions: [],
  };
}

describe('an invoice from its order', () => {
  it('keeps each line at its own rate and breaks the VAT down by rate, adding up to the order', () => {
    // An Irish job: repair parts at 13.5%, a battery at 23%, delivery at 23%.
    const lines = [part('filter', 1299, 2, 1350), part('battery', 8999, 1, 2300), part('plugs', 733, 4, 1350)];
    const totals = totalsOf(lines, [260, 0, 0], 1170, 2300);
    const invoiceLines = invoiceLinesOf({ currency: 'EUR', lines, totals, delivery: { name: 'Van', taxRate: 2000 } });
    const figures = figuresOf(invoiceLines);
    expect(invoiceLines.map((line) => [line.id, line.vatRate, line.netAmount])).toEqual([
      ['filter', 1350, 2338],
      ['battery', 2300, 8999],
      ['plugs', 1350, 2932],
      ['delivery', 2300, 1170],
    ]);
    expect(invoiceLines[0]).toMatchObject({
      unitPrice: 1299,
      quantity: 2,
      discount: 260,
      description: 'Bosch Part filter',
    });
    expect(figures.vatByRate.map((entry) => entry.rate)).toEqual([2300, 1350]);
    expect(figures.vatByRate[1]?.netAmount).toBe(2338 + 2932);
    expect(figures.totalExcTax).toBe(totals.totalExcTax);
    expect(figures.totalTax).toBe(totals.totalTax);
    expect(figures.totalIncTax).toBe(totals.totalIncTax);
  });

  it('has no delivery line for goods collected at a branch', () => {
    const lines = [part('pads', 3895, 1, 2000)];
    const totals = { ...totalsOf(lines, [], 0, 2000), currency: 'GBP' as const };
    expect(
      invoiceLinesOf({ currency: 'GBP', lines, totals, delivery: { name: 'Collect', taxRate: 2000 } }),
    ).toHaveLength(1);
  });
});

describe('a credit note’s lines', () => {
  const line: InvoiceLine = {
    id: 'a',
    description: 'Pads',
    sku: '1',
    quantity: 3,
    unitPrice: 1000,
    discount: 1,
    netAmount: 2999,
    vatRate: 2000,
    vatAmount: 600,
  };
  const none = { quantity: 0, netAmount: 0, vatAmount: 0 };

  it('credits a part in proportion, half up, and the last part exactly what is left', () => {
    const first = creditLineOf({ line, quantity: 1, credited: none });
    expect(first).toMatchObject({ quantity: 1, netAmount: 1000, vatAmount: 200, discount: 0 });
    const second = creditLineOf({ line, quantity: 1, credited: { quantity: 1, netAmount: 1000, vatAmount: 200 } });
    // Two thirds of the line is 1999 net and 400 VAT in all (the running total: contract/money/credit-share.ts).
    expect(second).toMatchObject({ netAmount: 999, vatAmount: 200 });
    const last = creditLineOf({ line, quantity: 1, credited: { quantity: 2, netAmount: 1999, vatAmount: 400 } });
    expect(first.netAmount + second.netAmount + last.netAmount).toBe(line.netAmount);
    expect(first.vatAmount + second.vatAmount + last.vatAmount).toBe(line.vatAmount);
    expect(last).toMatchObject({ netAmount: 1000, vatAmount: 200 });
  });

  it('credits the whole line as invoiced', () => {
    expect(creditLineOf({ line, quantity: 3, credited: none })).toEqual(line);
  });
});

describe('invoice days and magic', () => {
  it('reads the day in the UK: late on 31 July UTC is already 1 August in summer time', () => {
    expect(ukDay(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
    expect(ukDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });

  it('gives each number its own magic under a secret, and checks it whole', () => {
    const magic = createInvoiceMagic('a'.repeat(48));
    const value = magic.magicOf('INV-GB-000001');
    expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(magic.magicOf('INV-GB-000001')).toBe(value);
    expect(magic.magicOf('INV-GB-000002')).not.toBe(value);
    expect(createInvoiceMagic('b'.repeat(48)).magicOf('INV-GB-000001')).not.toBe(value);
    expect(magic.matches('INV-GB-000001', value)).toBe(true);
    expect(magic.matches('INV-GB-000002', value)).toBe(false);
    expect(magic.matches('INV-GB-000001', value.slice(0, 31))).toBe(false);
    expect(magic.matches('INV-GB-000001', `${value}x`)).toBe(false);
  });
});
