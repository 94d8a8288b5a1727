import { useState } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import type { BasketFromQuote, Quote } from '../../../../contract/quotes/schemas';
import { errorMessage } from '../../../api/api-error';
import { Modal } from '../../../ui/modal';
import { basketFromQuote } from '../api/quote-actions';
import { pullQuote } from '../api/pull-quotes';
import { expectedReprice, itemName, repriceMessage } from '../quote-words';

type Reprice = Pick<BasketFromQuote, 'priceChanges' | 'difference'>;

/**
 * "Turn into a basket": the quote read again at today's prices; when a price moved since the
 * quote, the person is told by how much before the basket is made. The basket's id is handed to
 * `onBasket` (app/ keeps it as the person's basket), then the basket opens. Needs the network.
 */
export function ToBasket({
  userId,
  quote,
  online,
  sent,
  onBasket,
}: {
  userId: string;
  quote: Quote;
  online: boolean;
  sent: boolean;
  onBasket: (basketId: string) => Promise<void>;
}) {
  const [warning, setWarning] = useState<Reprice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await basketFromQuote(quote.id);
      await onBasket(answer.basketId);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const today = expectedReprice(await pullQuote(userId, quote.id));
      if (today.priceChanges.length) {
        setWarning(today);
        setBusy(false);
        return;
      }
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
      return;
    }
    await make();
  };

  const message = warning && repriceMessage(warning, quote.currency);
  const ready = online && sent && quote.items.length > 0;
  return (
    <section className="quote-convert card" aria-labelledby="quote-convert-title">
      <h2 id="quote-convert-title">Order these parts</h2>
      {!online ? (
        <p role="status">Turning a quote into a basket needs the connection: you can do it once you are back online.</p>
      ) : !sent ? (
        <p role="status">This quote’s changes are still being sent. You can turn it into a basket once they arrive.</p>
      ) : quote.items.length === 0 ? (
        <p>Add parts to the quote first.</p>
      ) : (
        <p>Puts the quote’s parts in a new basket at today’s prices.</p>
      )}
      <button type="button" className="button button--accent" disabled={!ready || busy} onClick={() => void start()}>
        {busy ? 'Making the basket…' : 'Turn into a basket'}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Modal
        open={warning !== null}
        title="Prices have changed"
        onClose={() => setWarning(null)}
        closeLabel="Keep the quote as it is"
        footer={
          <button
            type="button"
            className="button button--accent"
            disabled={busy}
            onClick={() => {
              setWarning(null);
              void make();
            }}
          >
            Make the basket at today’s prices
          </button>
        }
      >
        <p className="quote-convert__warning" role="alert">
          {message}
        </p>
        <ul className="plain-list">
          {warning?.priceChanges.map((change) => (
            <li key={change.itemId}>
              {itemName(change)}: quoted {formatMoney(change.quoted.excTax, quote.currency)}, now{' '}
              {formatMoney(change.now.excTax, quote.currency)} each (excluding VAT)
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
