import type { BasketLine } from '../../../contract/basket/schemas';
import type { EntityChange } from '../../sync/entity-changes';
import { lineIndexOf } from './basket-changes';

/**
 * A refused order (PUT /baskets/{id}/confirm answering 400 or 422) sorted by the field each
 * violation names, so that the basket page shows it beside that field (storefront-core §5 and §8:
 * "Basket add, update, confirm with status 400 or above: violations mapped to field errors"):
 * `lines[i].quantity` or `lines[i].product` beside that line, `shipping` and `shipping.date` beside
 * the delivery, `customerReference` beside the reference. The line index is the server's, into the
 * lines of the basket it refused: the device reads that copy again after a refusal (use-basket.ts),
 * and keeps the same order. What names no field shown here stays in `other`, for the page alert.
 */
export interface OrderRefusal {
  /** By line id. */
  lines: Map<string, string>;
  shipping: string | null;
  customerReference: string | null;
  other: string[];
}

export function orderRefusalOf(change: EntityChange | null, lines: readonly BasketLine[]): OrderRefusal | null {
  if (change?.status.kind !== 'refused') return null;
  const refusal: OrderRefusal = { lines: new Map(), shipping: null, customerReference: null, other: [] };
  for (const { propertyPath, message } of change.status.violations) {
    const index = lineIndexOf(propertyPath);
    const line = index === null ? undefined : lines[index];
    if (line) {
      if (!refusal.lines.has(line.id)) refusal.lines.set(line.id, message);
    } else if (propertyPath === 'shipping' || propertyPath.startsWith('shipping.')) {
      refusal.shipping ??= message;
    } else if (propertyPath === 'customerReference') {
      refusal.customerReference ??= message;
    } else if (!refusal.other.includes(message)) {
      refusal.other.push(message);
    }
  }
  if (change.status.violations.length === 0) refusal.other.push(change.status.message);
  return refusal;
}

/** Whether the refusal put anything beside a field (else the page alert carries it all). */
export const besideFields = (refusal: OrderRefusal) =>
  refusal.lines.size > 0 || refusal.shipping !== null || refusal.customerReference !== null;
