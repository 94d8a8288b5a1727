import { useState } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import type { Quote, QuoteItem } from '../../../../contract/quotes/schemas';
import { linePath } from '../../../../contract/documents/clash';
import type { QuoteNotes } from '../quote-notes';
import { itemName } from '../quote-words';
import { displayPrice, taxLabel } from '../../../../contract/money/tax';
import { ChangeNotes } from '../../../ui/change-notes';
import { usePricing } from '../../../ui/pricing-context';
import { stockWords, useQuoteStock } from '../api/quote-stock';

/** A number field that saves when it is left or Enter is pressed, not on every key. */
function QuantityField({ item, onQuantity }: { item: QuoteItem; onQuantity: (quantity: number) => void }) {
  const [text, setText] = useState(String(item.quantity));
  const commit = () => {
    const quantity = Number(text);
    if (Number.isInteger(quantity) && quantity >= 1 && quantity <= 999) onQuantity(quantity);
    else setText(String(item.quantity));
  };
  return (
    <input
      className="field__input quote-line__quantity"
      type="number"
      inputMode="numeric"
      min={1}
      max={999}
      value={text}
      aria-label={`Quantity of ${itemName(item)}`}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** A line's note: printed on the PDF and shown on the shared page, so the field says the customer sees it. */
function NoteField({ item, onNote }: { item: QuoteItem; onNote: (note: string | null) => void }) {
  const [text, setText] = useState(item.note ?? '');
  const id = `quote-note-${item.id}`;
  return (
    <div className="quote-line__note">
      <label className="quote-line__note-label" htmlFor={id}>
        Note the customer sees (optional)
      </label>
      <input
        id={id}
        className="field__input"
        type="text"
        maxLength={500}
        value={text}
        placeholder="Shown on the shared quote and the PDF"
        aria-label={`Note the customer sees on ${itemName(item)}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => onNote(text.trim() || null)}
      />
    </div>
  );
}

/** What a line's price is today, when it moved since it was quoted (the server says so on reading). */
function PriceToday({ item, shown }: { item: QuoteItem; shown: (excTax: number) => string }) {
  if (item.currentUnitPrice === null) return <span className="quote-line__moved">No longer sold</span>;
  if (!item.currentUnitPrice || item.currentUnitPrice.excTax === item.unitPrice.excTax) return null;
  return <span className="quote-line__moved">Today {shown(item.currentUnitPrice.excTax)} each</span>;
}

/**
 * The quote's lines with their quoted prices, including or excluding VAT as the header's switch
 * says (and saying which), the stock at the branch as the basket shows it: quantity and the note
 * the customer sees edited in place, a line removed, and beside each what is still waiting or
 * what the server refused.
 */
export function QuoteLines({
  quote,
  notes,
  onQuantity,
  onNote,
  onRemove,
}: {
  quote: Quote;
  notes: QuoteNotes;
  onQuantity: (item: QuoteItem, quantity: number) => void;
  onNote: (item: QuoteItem, note: string | null) => void;
  onRemove: (item: QuoteItem) => void;
}) {
  const { incTax } = usePricing();
  const stock = useQuoteStock(quote.items.map((item) => item.product.replace('/products/', '')));
  // Lines removed here whose removal the server refused show their refusal too.
  const removed = [...notes.byPath.keys()].filter(
    (path) => path.startsWith('items[') && !quote.items.some((item) => linePath('items', item.id) === path),
  );
  if (!quote.items.length && !removed.length) return <p className="quotes__empty">No parts on this quote yet.</p>;
  return (
    <ul className="quote-lines" aria-label="Parts on the quote">
      {quote.items.map((item) => {
        const path = linePath('items', item.id);
        const name = itemName(item);
        const sku = item.product.replace('/products/', '');
        const shown = (excTax: number) =>
          `${formatMoney(displayPrice(excTax, item.taxRate, incTax), quote.currency)} ${taxLabel(incTax)}`;
        return (
          <li key={`${item.id}-${item.quantity}-${item.note ?? ''}`} className="quote-line">
            <span className="quote-line__name">
              {name}
              <span className="muted"> · {sku}</span>
            </span>
            <span className="quote-line__unit">
              {shown(item.unitPrice.excTax)} each
              <PriceToday item={item} shown={shown} />
              <span className="quote-line__stock">{stockWords(stock, sku)}</span>
            </span>
            <QuantityField item={item} onQuantity={(quantity) => onQuantity(item, quantity)} />
            <span className="quote-line__total">{shown(item.unitPrice.excTax * item.quantity)}</span>
            <NoteField item={item} onNote={(note) => onNote(item, note)} />
            <button
              type="button"
              className="button button--secondary quote-line__remove"
              onClick={() => onRemove(item)}
              aria-label={`Remove ${name}`}
            >
              Remove
            </button>
            {notes.waiting.has(path) && <span className="quote-waiting">Waiting to be sent</span>}
            <div className="quote-line__notes">
              <ChangeNotes notes={notes.byPath.get(path)} />
            </div>
          </li>
        );
      })}
      {removed.map((path) => (
        <li key={path} className="quote-line quote-line--gone">
          <ChangeNotes notes={notes.byPath.get(path)} />
        </li>
      ))}
    </ul>
  );
}
