import type { BasketLine } from '../../../contract/basket/schemas';
import { reasonLabel, type ReturnReasonCode } from '../../../contract/returns/reasons';
import type { DigitalReturn } from '../../../contract/returns/schemas';
import type { ReturnListed } from './returns.repository';

/** A line's words as its invoice gives them: the brand, then the catalogue's name of the part. */
export const describeLine = (line: BasketLine): string => {
  const name = line.item.name;
  return line.brandName && !name.toLowerCase().startsWith(line.brandName.toLowerCase())
    ? `${line.brandName} ${name}`
    : name;
};

/** A return as the API answers it (contract/returns/schemas.ts). */
export function returnView(row: ReturnListed): DigitalReturn {
  const orderLines = new Map(row.orderLines.map((line) => [line.id, line]));
  return {
    id: row.id,
    reference: row.reference,
    order: row.orderId,
    orderReference: row.orderReference,
    state: row.state,
    currency: row.currency,
    lines: row.lines.map((line) => {
      const ordered = orderLines.get(line.orderLine);
      return {
        orderLine: line.orderLine,
        sku: ordered?.item.sku ?? '',
        description: ordered ? describeLine(ordered) : line.orderLine,
        quantity: line.quantity,
        reason: line.reason as ReturnReasonCode,
        reasonLabel: reasonLabel(line.reason),
        note: line.note,
        unitPrice: ordered?.unitPrice.excTax ?? 0,
        vatRate: ordered?.taxRate ?? 0,
      };
    }),
    history: row.history,
    collectAt: row.state === 'approved' ? (row.collectAt?.toISOString() ?? null) : null,
    creditNote: row.creditNote ? { ...row.creditNote, currency: row.currency } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
