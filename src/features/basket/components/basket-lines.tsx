import { basketMessages } from '../../../../contract/basket/messages';
import type { BasketLine } from '../../../../contract/basket/schemas';
import { MAX_QUANTITY } from '../../../../contract/basket/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { useOnlineStatus } from '../../../sync/online-status';
import { usePricing } from '../../../ui/pricing-context';
import { heldPriceWords } from '../../../../contract/basket/price-hold';
import { useLineStock } from '../api/line-stock';
import type { LineChange } from '../basket-changes';
import { lineName } from '../basket-words';
import { ChangeNote } from './change-note';

const quantityWords = (quantity: number | null) => (quantity === null || quantity <= 0 ? 'removed' : String(quantity));

/** A line's queued change beside it: waiting, not sent yet, refused, or clashing (both quantities). */
function LineChangeNote({ change, name }: { change: LineChange; name: string }) {
  // A line's own violation says why; the line shows the server's quantity, so say what was asked.
  const own =
    change.status.kind === 'refused' &&
    change.message !== null &&
    change.message !== basketMessages.addProblem(change.productName);
  const asked = change.mine > 0 ? `Quantity ${change.mine}` : 'Removing it';
  const refused = own ? `${asked} was not accepted: ${change.message}` : change.message;
  return (
    <ChangeNote
      entryId={change.entryId}
      status={change.status}
      words={{
        subject: `quantity of ${name}`,
        refused,
        mine: quantityWords(change.mine),
        theirs: quantityWords(change.theirs),
      }}
    />
  );
}

/** The basket's lines: name, stock at the branch, quantity stepper, line total, remove. */
export function BasketLines({
  lines,
  currency,
  onQuantity,
  editable,
  changes = new Map(),
  orderProblems = new Map(),
}: {
  lines: readonly BasketLine[];
  currency: string;
  onQuantity: (lineId: string, quantity: number) => void;
  editable: boolean;
  /** The latest queued change of each line, by line id (see basket-changes.ts). */
  changes?: ReadonlyMap<string, LineChange>;
  /** Why the order was not placed, beside the line the server named, by line id (order-refusal.ts). */
  orderProblems?: ReadonlyMap<string, string>;
}) {
  const { incTax } = usePricing();
  const stock = useLineStock(lines.map((line) => line.item.sku));
  const online = useOnlineStatus();
  // A change whose line is not in the basket (an add the server refused, the server's copy taken
  // in): its refusal is shown where the line was, with the product's name.
  const shown = new Set(lines.map((line) => line.id));
  const gone = [...changes.values()].filter(
    (change) => !shown.has(change.lineId) && change.status.kind !== 'waiting' && change.mine > 0,
  );
  return (
    <ul className="basket-lines" aria-label="Basket lines">
      {gone.map((change) => (
        <li key={change.lineId} className="basket-line basket-line--gone">
          <div className="basket-line__name">
            <strong>{change.productName}</strong>
            <span className="basket-line__meta">Not added to your basket yet ({change.mine} asked for)</span>
          </div>
          <div className="basket-line__change">
            <LineChangeNote change={change} name={change.productName} />
          </div>
        </li>
      ))}
      {lines.map((line) => {
        const total = incTax ? line.linePriceTotal.incTax : line.linePriceTotal.excTax;
        const lineStock = stock.data?.get(line.item.sku);
        const name = lineName(line);
        const change = changes.get(line.id);
        const orderProblem = orderProblems.get(line.id);
        const problemId = `basket-line-problem-${line.id}`;
        return (
          <li key={line.id} className={`basket-line${change ? ` basket-line--${change.status.kind}` : ''}`}>
            <div className="basket-line__name">
              <strong>{line.productName}</strong>
              <span className="basket-line__meta">
                {name} · {line.componentName}
              </span>
              <span className="basket-line__stock">
                {!online && !stock.data
                  ? 'Stock shows when you are back online'
                  : stock.isError || (!stock.isPending && lineStock === undefined)
                    ? 'Stock could not be checked'
                    : lineStock === null || lineStock === undefined
                      ? stock.isPending
                        ? 'Checking stock…'
                        : 'Stock could not be checked'
                      : lineStock.stock > 0
                        ? `${lineStock.stock} in stock at ${lineStock.where}`
                        : lineStock.where
                          ? `Out of stock at ${lineStock.where}`
                          : 'Out of stock at every branch'}
              </span>
              {line.priceHold && <span className="basket-line__held">{heldPriceWords(line.priceHold)}</span>}
            </div>
            <div className="basket-line__quantity" role="group" aria-label={`Quantity of ${name}`}>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`One fewer ${name}`}
                disabled={!editable || line.quantity <= 1}
                onClick={() => onQuantity(line.id, line.quantity - 1)}
              >
                −
              </button>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_QUANTITY}
                aria-label={`Quantity of ${name}`}
                aria-invalid={orderProblem !== undefined}
                aria-describedby={orderProblem ? problemId : undefined}
                value={line.quantity}
                disabled={!editable}
                onChange={(event) => {
                  const quantity = Number(event.target.value);
                  if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY)
                    onQuantity(line.id, quantity);
                }}
              />
              <button
                type="button"
                className="button button--ghost"
                aria-label={`One more ${name}`}
                disabled={!editable || line.quantity >= MAX_QUANTITY}
                onClick={() => onQuantity(line.id, line.quantity + 1)}
              >
                +
              </button>
            </div>
            <div className="basket-line__total">
              <strong>{formatMoney(total, currency)}</strong>
              {line.discount.excTax > 0 && (
                <span className="basket-line__discount">
                  −{formatMoney(line.discount.excTax, currency)} ex. VAT off
                </span>
              )}
            </div>
            {editable && (
              <button
                type="button"
                className="button button--ghost basket-line__remove"
                aria-label={`Remove ${name}`}
                onClick={() => onQuantity(line.id, 0)}
              >
                Remove
              </button>
            )}
            {orderProblem && (
              <p id={problemId} className="field__error basket-line__problem" role="alert">
                {orderProblem}
              </p>
            )}
            {change && (
              <div className="basket-line__change">
                <LineChangeNote change={change} name={name} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
