import type { BasketLine } from '../../../../contract/basket/schemas';
import { MAX_QUANTITY } from '../../../../contract/basket/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { useOnlineStatus } from '../../../sync/online-status';
import { usePricing } from '../../../ui/pricing-context';
import { useLineStock } from '../api/line-stock';
import { lineName } from '../basket-words';

/** The basket's lines: name, stock at the branch, quantity stepper, line total, remove. */
export function BasketLines({
  lines,
  currency,
  onQuantity,
  editable,
}: {
  lines: readonly BasketLine[];
  currency: string;
  onQuantity: (lineId: string, quantity: number) => void;
  editable: boolean;
}) {
  const { incTax } = usePricing();
  const stock = useLineStock(lines.map((line) => line.item.sku));
  const online = useOnlineStatus();
  return (
    <ul className="basket-lines" aria-label="Basket lines">
      {lines.map((line) => {
        const total = incTax ? line.linePriceTotal.incTax : line.linePriceTotal.excTax;
        const lineStock = stock.data?.get(line.item.sku);
        const name = lineName(line);
        return (
          <li key={line.id} className="basket-line">
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
                value={line.quantity}
                disabled={!editable}
                onChange={(event) => {
                  const quantity = Number(event.target.value);
                  if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY) onQuantity(line.id, quantity);
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
              {line.discount.excTax > 0 && <span className="basket-line__discount">−{formatMoney(line.discount.excTax, currency)} ex. VAT off</span>}
            </div>
            {editable && (
              <button type="button" className="button button--ghost basket-line__remove" aria-label={`Remove ${name}`} onClick={() => onQuantity(line.id, 0)}>
                Remove
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
