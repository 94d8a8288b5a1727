import '../work-order-services.css';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { linePath } from '../../../../contract/documents/clash';
import { formatMoney } from '../../../../contract/money/format-money';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import type { WorkOrderItem } from '../../../../contract/work-orders/lines';
import { isAdditionalServiceHalfFilled, itemUnitPrice } from '../../../../contract/work-orders/pricing/parts';
import { shownLines, type ShownAmounts } from '../../../../contract/work-orders/pricing/shown-lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { LocalPart } from '../../../db/work-orders';
import {
  MAX_SERVICE_NAME,
  readItemService,
  typedService,
  type ItemServiceErrors,
  type ItemServiceFields,
} from '../item-service';
import { useLineAnswers } from '../hooks/use-line-answers';
import type { LineAnswers } from '../line-answers';
import type { WorkOrderNotes } from '../work-order-notes';
import { AnswerNote } from './answer-note';
import { LineEnd, WaitingMark } from './change-note';

const stockWords = (stock: number) => (stock > 0 ? `${stock} in stock at your branch` : 'not in stock at your branch');

/** Ordered under the server's order (its reference), or only on this device so far: never "ordered" before it is. */
function orderedWords(doc: WorkOrder, item: WorkOrderItem, notes: WorkOrderNotes): string {
  const order = doc.partsOrders?.find((candidate) => candidate.id === item.orderedIn);
  if (order) return `ordered (${order.reference})`;
  return notes.waiting.has('status') ? 'to be ordered' : 'ordered';
}

const SYMBOLS = { GBP: '£', EUR: '€' } as const;

/**
 * The name and price fields of a line's additional service (spec WO-14: pounds on screen, pence
 * to the API), each with what is wrong with it beside it; saved as one change of the line.
 */
function ServiceForm({
  item,
  name,
  currency,
  serviceOnly,
  onSave,
  onClose,
}: {
  item: WorkOrderItem;
  /** The line's name, for the form's own. */
  name: string;
  currency: WorkOrder['currency'];
  serviceOnly: boolean;
  onSave: (set: ItemServiceFields) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(() => typedService(item));
  const [errors, setErrors] = useState<ItemServiceErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readItemService(typed, serviceOnly);
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    setErrors({});
    const { additionalServiceName, additionalServicePrice } = reading.set;
    if (
      additionalServiceName !== item.additionalServiceName ||
      additionalServicePrice !== item.additionalServicePrice
    ) {
      onSave(reading.set);
    }
    onClose();
  };
  const field = (key: 'name' | 'price', label: string, hint: string | null) => {
    const error = errors[key];
    const describedBy = [error ? `${id}-${key}-error` : null, hint ? `${id}-${key}-hint` : null].filter(Boolean);
    return (
      <div className={`field wo-service__field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-${key}`}>
          {label}
        </label>
        {hint && (
          <p className="field__hint" id={`${id}-${key}-hint`}>
            {hint}
          </p>
        )}
        <input
          id={`${id}-${key}`}
          className="field__input"
          type="text"
          value={typed[key]}
          {...(key === 'name' ? { maxLength: MAX_SERVICE_NAME } : { inputMode: 'decimal' as const })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
        />
        {error && (
          <p className="field__error" id={`${id}-${key}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <form className="wo-service__form" aria-label={`Additional service on ${name}`} onSubmit={submit} noValidate>
      {field('name', 'Service', 'Such as fitting and balancing.')}
      {field('price', `Price (${SYMBOLS[currency]}, excluding VAT)`, 'Once for the line, whatever the quantity.')}
      <div className="wo-service__actions">
        <button type="submit" className="button button--primary">
          Save the service
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * A line's additional service where it counts: its name and price, how it adds to the part's
 * price to make the line's total, and the way to add, change or take it off while the line is
 * not ordered or closed.
 */
function ItemService({
  item,
  name,
  doc,
  shown,
  locked,
  onService,
}: {
  item: WorkOrderItem;
  name: string;
  doc: WorkOrder;
  shown: ShownAmounts | undefined;
  locked: boolean;
  onService: (set: ItemServiceFields) => void;
}) {
  const [editing, setEditing] = useState(false);
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const serviceOnly = item.product === null;
  const has = item.additionalServiceName !== null || item.additionalServicePrice !== null;
  const halfFilled = isAdditionalServiceHalfFilled(item);
  if (editing && !locked) {
    return (
      <div className="wo-service">
        <ServiceForm
          item={item}
          name={name}
          currency={doc.currency}
          serviceOnly={serviceOnly}
          onSave={onService}
          onClose={() => setEditing(false)}
        />
      </div>
    );
  }
  if (!has && locked) return null;
  return (
    <div className="wo-service">
      {has && !serviceOnly && (
        <p className="wo-service__summary">
          Service: {item.additionalServiceName || 'no name'} ·{' '}
          {item.additionalServicePrice === null ? 'no price' : money(item.additionalServicePrice)}
          {shown && (
            <span className="wo-service__sum">
              {' '}
              · Parts {money(shown.part)} + service {money(shown.service)} = {money(shown.total)}
            </span>
          )}
        </p>
      )}
      {halfFilled && (
        <p className="wo-service__flag">This service needs both a name and a price before it counts as whole.</p>
      )}
      {!locked && (
        <div className="wo-service__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-label={has ? `Change the service on ${name}` : `Add a service to ${name}`}
            onClick={() => setEditing(true)}
          >
            {has ? 'Change the service' : 'Add a service'}
          </button>
          {has && !serviceOnly && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Take the service off ${name}`}
              onClick={() => onService({ additionalServiceName: null, additionalServicePrice: null })}
            >
              Take the service off
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ItemRow({
  item,
  doc,
  part,
  answers,
  notes,
  shown,
  onQuantity,
  onService,
  onRemove,
}: {
  item: WorkOrderItem;
  doc: WorkOrder;
  part: LocalPart | undefined;
  answers: LineAnswers | null;
  notes: WorkOrderNotes;
  /** What the line shows (shownLines: the summary's own amounts); undefined when it cannot be priced. */
  shown: ShownAmounts | undefined;
  onQuantity: (quantity: number) => void;
  onService: (set: ItemServiceFields) => void;
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
        {/* A loose part answers for itself; a job's part follows its job's answer, shown on the job. */}
        {answers?.has(item.id) && <AnswerNote answers={answers} line={item} currency={doc.currency} />}
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
      <p className="wo-line__price">{shown ? formatMoney(shown.total, doc.currency) : '—'}</p>
      <LineEnd name={name} disabled={locked} notes={notes.byPath.get(path)} onRemove={onRemove} />
      <ItemService item={item} name={name} doc={doc} shown={shown} locked={locked} onService={onService} />
    </li>
  );
}

/**
 * The work order's parts and additional services, with quantities in multiples of sale. Each line
 * shows what it adds to the summary (shownLines): its parts and its service, which add up to its
 * total, so the lines add up to the summary to the penny.
 */
export function PartList({
  doc,
  answers: given,
  parts,
  notes,
  onQuantity,
  onService,
  onRemove,
}: {
  doc: WorkOrder;
  /** The customer's answers, as the editor worked them out (else worked out here). */
  answers?: LineAnswers | null;
  parts: Record<string, LocalPart>;
  notes: WorkOrderNotes;
  onQuantity: (item: WorkOrderItem, quantity: number) => void;
  /** The line's additional service set (name and price in pence), or taken off (both null). */
  onService: (item: WorkOrderItem, set: ItemServiceFields) => void;
  onRemove: (item: WorkOrderItem) => void;
}) {
  const shown = useMemo(() => shownLines(doc, doc.appliedUplift).lines, [doc]);
  const answers = useLineAnswers(doc, given);
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
          answers={answers}
          notes={notes}
          shown={shown.get(item.id)}
          onQuantity={(quantity) => onQuantity(item, quantity)}
          onService={(set) => onService(item, set)}
          onRemove={() => onRemove(item)}
        />
      ))}
    </ul>
  );
}
