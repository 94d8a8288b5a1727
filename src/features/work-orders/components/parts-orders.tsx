import { formatMoney } from '../../../../contract/money/format-money';
import type { PartsOrder, WorkOrder } from '../../../../contract/work-orders/schemas';

const placedWords = (order: PartsOrder) =>
  new Date(order.placedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The parts lines and kit items a parts order holds, counted as parts the way the status buttons count them. */
function partsIn(doc: WorkOrder, order: PartsOrder): number {
  const items = doc.workOrderItems.filter((item) => item.product !== null && item.orderedIn === order.id).length;
  const kits = doc.workOrderQuickKits
    .filter((kit) => kit.orderedIn === order.id)
    .reduce((sum, kit) => sum + kit.workOrderQuickKitItems.filter((item) => item.sku !== null).length, 0);
  return items + kits;
}

/**
 * What each parts order did, in one true sentence (issue 42): "7 of 8 parts ordered: WB-124581,
 * £412.80 inc. VAT, 6 Dec 2026, 10:40. Oil filter not ordered: out of stock at Leeds Kirkstall."
 * An order that took every part says so without the count.
 */
export function PartsOrders({ doc }: { doc: WorkOrder }) {
  const orders = doc.partsOrders ?? [];
  if (!orders.length) return null;
  return (
    <ul className="wo-actions__orders" aria-label="Parts orders">
      {orders.map((order) => {
        const left = order.notOrdered ?? [];
        const ordered = partsIn(doc, order);
        const count = left.length ? `${ordered} of ${ordered + left.length} parts ordered` : 'Parts ordered';
        return (
          <li key={order.id}>
            {count}: <strong>{order.reference}</strong>, {formatMoney(order.totalIncTax, doc.currency)} inc. VAT,{' '}
            {placedWords(order)}.
            {left.map((part, index) => (
              <span key={`${part.name}-${index}`} className="wo-actions__not-ordered">
                {' '}
                {part.name} not ordered: {part.reason}.
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
