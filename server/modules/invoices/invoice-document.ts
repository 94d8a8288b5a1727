import type { BasketLine, Totals } from '../../../contract/basket/schemas';
import type { InvoiceLine, VatAtRate } from '../../../contract/invoices/schemas';
import { vatAnalysisOf } from '../../../contract/invoices/vat-analysis';
import { creditShareOf } from '../../../contract/money/credit-share';
import { vatRateFor } from '../../../contract/money/exchange';
import { taxOn } from '../../../contract/money/tax';

/**
 * An order's lines as invoice lines, and the VAT by rate: pure, so a test can hold an invoice
 * against its order. Each part is a line at its own VAT rate (VAT is a rate per line:
 * design/providers.md), with its unit price, quantity, discount and net amount as the order
 * priced them; delivery is a line of its own. The VAT of a line is the order's (incTax − excTax
 * after the discount), and delivery carries what is left of the order's VAT, so the invoice's
 * totals are the order's to the penny.
 */
export interface OrderForInvoice {
  currency: 'GBP' | 'EUR';
  lines: BasketLine[];
  totals: Totals;
  /** The delivery chosen, when there was one: the service's name and VAT rate (UK basis points). */
  delivery: { name: string; taxRate: number } | null;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  vatByRate: VatAtRate[];
  totalExcTax: number;
  totalTax: number;
  totalIncTax: number;
}

export const DELIVERY_LINE_ID = 'delivery';

/** The brand, then the catalogue's name of the part (item.name: never a name the client sent). */
const describe = (line: BasketLine) => {
  const name = line.item.name;
  return line.brandName && !name.toLowerCase().startsWith(line.brandName.toLowerCase())
    ? `${line.brandName} ${name}`
    : name;
};

export function invoiceLinesOf(order: OrderForInvoice): InvoiceLine[] {
  const priced = new Map(order.totals.lines.map((line) => [line.id, line]));
  const lines = order.lines
    .filter((line) => line.quantity > 0)
    .map((line): InvoiceLine => {
      const totals = priced.get(line.id);
      const gross = totals?.linePriceTotal.excTax ?? line.unitPrice.excTax * line.quantity;
      const after = totals?.linePriceTotalAfterDiscount ?? {
        excTax: gross - line.discount.excTax,
        incTax: gross - line.discount.excTax + taxOn(gross - line.discount.excTax, line.taxRate),
      };
      return {
        id: line.id,
        description: describe(line),
        sku: line.item.sku,
        quantity: line.quantity,
        unitPrice: line.unitPrice.excTax,
        discount: gross - after.excTax,
        netAmount: after.excTax,
        vatRate: line.taxRate,
        vatAmount: after.incTax - after.excTax,
      };
    });
  const { shippingExcTax, shippingDiscountExcTax, totalTax } = order.totals;
  const linesVat = lines.reduce((sum, line) => sum + line.vatAmount, 0);
  // Delivery that was charged (or given free by a promotion) is a line; collecting at a branch is not.
  if (shippingExcTax + shippingDiscountExcTax > 0 || totalTax !== linesVat) {
    const rate = vatRateFor(order.delivery?.taxRate ?? 2000, order.currency);
    lines.push({
      id: DELIVERY_LINE_ID,
      description: `Delivery: ${order.delivery?.name ?? 'delivery'}`,
      sku: null,
      quantity: 1,
      unitPrice: shippingExcTax + shippingDiscountExcTax,
      discount: shippingDiscountExcTax,
      netAmount: shippingExcTax,
      vatRate: rate,
      vatAmount: totalTax - linesVat,
    });
  }
  return lines;
}

export function figuresOf(lines: InvoiceLine[]): InvoiceFigures {
  const totalExcTax = lines.reduce((sum, line) => sum + line.netAmount, 0);
  const totalTax = lines.reduce((sum, line) => sum + line.vatAmount, 0);
  return { lines, vatByRate: vatAnalysisOf(lines), totalExcTax, totalTax, totalIncTax: totalExcTax + totalTax };
}

/** A line credited in part or in full: what is asked, against what is left of the invoice line. */
export interface CreditRequest {
  line: InvoiceLine;
  quantity: number;
  /** Already credited of this line by earlier credit notes. */
  credited: { quantity: number; netAmount: number; vatAmount: number };
}

/**
 * A credit note's line: the invoice line's unit price and rate, and its share of the line's net and
 * VAT worked out on the running total (contract/money/credit-share.ts), so crediting a line in parts
 * adds up to the line and never gives back more than it charged.
 */
export function creditLineOf({ line, quantity, credited }: CreditRequest): InvoiceLine {
  const { netAmount, vatAmount } = creditShareOf(
    { units: line.quantity, netAmount: line.netAmount, vatAmount: line.vatAmount, vatRate: line.vatRate },
    { units: credited.quantity, netAmount: credited.netAmount, vatAmount: credited.vatAmount },
    quantity,
  );
  return {
    ...line,
    quantity,
    discount: line.unitPrice * quantity - netAmount,
    netAmount,
    vatAmount,
  };
}
