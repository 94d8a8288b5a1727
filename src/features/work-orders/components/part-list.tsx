import { linePath } from '../../../../contract/documents/clash';
import { formatMoney } from '../../../../contract/money/format-money';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import type { WorkOrderItem } from '../../../../contract/work-orders/lines';
import { additionalServicePrice, itemPartPrice, itemUnitPrice } from '../../../../contract/work-orders/pricing/parts';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { LocalPart } from '../../../db/work-orders';
import type { WorkOrderNotes } from '../work-order-notes';
import { LineEnd, WaitingMark } from './change-note';

const stockWords = (stock: number) => (stock > 0 ? `${stock} in stock at your branch` : 'not in stock at your branch');

/** Ordered under the server's order (its reference), or only on this device so far: never "ordered" before it is. */
function orderedWords(doc: WorkOrder, item: WorkOrderItem, notes: WorkOrderNotes): string {
  const order = doc.partsOrders?.find((candidate) => candidate.id === item.orderedIn);
  if (order) return `ordered (${order.reference})`;
  return notes.waiting.has('status') ? 'to be ordered' : 'ordered';
}

function ItemRow({
  item,
  doc,
  part,
  notes,
  onQuantity,
  onRemove,
}: {
  item: WorkOrderItem;
  doc: WorkOrder;
  part: LocalPart | undefined;
  notes: WorkOrderNotes;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const path = linePath('workOrderItems', item.id);
  const sku = item.product?.replace('/products/', '') ?? null;
  const name =
    item.updatedProductName ??
    item.productName ??
    part?.name ??
    (sku ? `Part ${sku}` : (item.additionalServiceName ?? 'Service'));
  const ordered = item.orderedIn !== null;
  const locked = ordered || isClosed(doc.status);
  const total = item.product ? itemPartPrice(item) : additionalServicePrice(item);
  const step = Math.max(1, item.multipleOfSaleQuantity);
  return (
    <li className="wo-line">
      <div className="wo-line__main">
        <p className="wo-line__title">
          {name} <WaitingMark waiting={notes.waiting.has(path)} />
        </p>
        <p className="wo-line__meta">
          {sku ? `Part ${sku} · ` : 'Additional service · '}
          {item.product ? `${formatMoney(itemUnitPrice(item), doc.currency)} each` : ''}
          {item.stockAvailability !== null && item.product ? ` · ${stockWords(item.stockAvailability)}` : ''}
          {ordered ? ` · ${orderedWords(doc, item, notes)}` : ''}
        </p>
      </div>
      {item.product ? (
        <label className="wo-line__quantity">
          <span>Quantity</span>
          <input
            key={item.quantity}
            className="field__input"
            type="number"
            min={step}
            step={step}
            max={999}
            defaultValue={item.quantity}
            disabled={locked}
            aria-label={`Quantity of ${name}`}
            onBlur={(event) => {
              const quantity = Number(event.target.value);
              if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999 || quantity % step !== 0) {
                event.target.setCustomValidity(
                  step > 1
                    ? `Please enter a multiple of ${step}, up to 999.`
                    : 'Please enter a whole number from 1 to 999.',
                );
                event.target.reportValidity();
                return;
              }
              event.target.setCustomValidity('');
              if (quantity !== item.quantity) onQuantity(quantity);
            }}
          />
        </label>
      ) : (
        <span />
      )}
      <p className="wo-line__price">{formatMoney(total, doc.currency)}</p>
      <LineEnd name={name} disabled={locked} notes={notes.byPath.get(path)} onRemove={onRemove} />
    </li>
  );
}

/** The work order's parts and additional services, with quantities in multiples of sale. */
export function PartList({
  doc,
  parts,
  notes,
  onQuantity,
  onRemove,
}: {
  doc: WorkOrder;
  parts: Record<string, LocalPart>;
  notes: WorkOrderNotes;
  onQuantity: (item: WorkOrderItem, quantity: number) => void;
  onRemove: (item: WorkOrderItem) => void;
}) {
  if (!doc.workOrderItems.length) return <p className="muted">No parts yet. Find one below.</p>;
  const items = [...doc.workOrderItems].sort((a, b) => (a.position < b.position ? -1 : 1));
  return (
    <ul className="wo-lines" aria-label="Parts">
      {items.map((item) => (
        <ItemRow
          key={item.id}
          item={item}
          doc={doc}
          part={item.product ? parts[item.product] : undefined}
          notes={notes}
          onQuantity={(quantity) => onQuantity(item, quantity)}
          onRemove={() => onRemove(item)}
        />
      ))}
    </ul>
  );
}
