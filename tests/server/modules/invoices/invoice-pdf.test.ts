import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceLine } from '../../../../contract/invoices/schemas';
import { vatPerLineNote } from '../../../../contract/invoices/vat-analysis';
import { formatMoney } from '../../../../contract/money/format-money';
import { taxOn } from '../../../../contract/money/tax';
import { figuresOf } from '../../../../server/modules/invoices/invoice-document';
import { renderInvoicePdf } from '../../../../server/modules/invoices/invoice-pdf';
import { readPdfText } from './read-pdf';

const line = (id: string, netAmount: number, vatRate: number): InvoiceLine => ({
  id,
  description: `Part ${id}`,
  sku: id,
  quantity: 1,
  unitPrice: netAmount,
  discount: 0,
  netAmount,
  vatRate,
  vatAmount: taxOn(netAmount, vatRate),
});

/** An Irish invoice at two rates, made as the issuer makes one (figuresOf). */
function invoiceAtTwoRates(type: Invoice['type']): Invoice {
  const figures = figuresOf([line('F1', 2338, 1350), line('B1', 8999, 2300), line('P1', 2932, 1350)]);
  return {
    invoiceNumber: type === 'invoice' ? 'INV-IE-000001' : 'CN-IE-000001',
    type,
    magic: 'm',
    country: 'IE',
    branchId: null,
    accountNumber: null,
    date: '2026-03-10',
    taxPoint: '2026-03-10',
    orderId: 'o',
    orderReference: 'WB-100001',
    creditedInvoiceNumber: type === 'invoice' ? null : 'INV-IE-000001',
    currency: 'EUR',
    issuedAt: '2026-03-10T10:00:00.000Z',
    reason: type === 'invoice' ? null : 'Wrong part',
    supplier: { name: 'Workbay Ireland', address: ['Dublin'], vatNumber: 'IE1234567T' },
    customer: { name: 'Garage', address: ['Dublin'], vatNumber: null, accountNumber: null, branchName: null },
    ...figures,
  };
}

describe('the invoice PDF’s VAT analysis (issue 43)', () => {
  it.each(['invoice', 'credit-note'] as const)(
    '%s: net, VAT and gross per rate, and the small print once',
    async (type) => {
      const invoice = invoiceAtTwoRates(type);
      const money = (amount: number) => formatMoney(amount, 'EUR');
      const { text } = await readPdfText(await renderInvoicePdf(invoice));
      expect(text).toContain('VAT analysis VAT rate Net VAT Gross');
      const [standard, reduced] = invoice.vatByRate;
      expect(standard).toMatchObject({ rate: 2300, netAmount: 8999 });
      expect(reduced).toMatchObject({ rate: 1350, netAmount: 2338 + 2932 });
      for (const rate of invoice.vatByRate) {
        expect(text).toContain(
          `${rate.rate / 100}% ${money(rate.netAmount)} ${money(rate.vatAmount)} ${money(rate.grossAmount)}`,
        );
      }
      expect(text).toContain(
        `Total ${money(invoice.totalExcTax)} ${money(invoice.totalTax)} ${money(invoice.totalIncTax)}`,
      );
      expect(text.split(vatPerLineNote)).toHaveLength(2);
    },
  );
});
