import { useState } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import { quoteMessages } from '../../../../contract/quotes/messages';
import { pricesHeldAt } from '../../../../contract/quotes/price-hold';
import type { BasketFromQuote, LeftOutLine, Quote } from '../../../../contract/quotes/schemas';
import { ApiError, errorMessage } from '../../../api/api-error';
import { Modal } from '../../../ui/modal';
import { basketFromQuote } from '../api/quote-actions';
import { pullQuote } from '../api/pull-quotes';
import { expectedReprice, itemName, refusedLines, repriceMessage } from '../quote-words';
import { spokenDay } from './quote-dates';

type Reprice = Pick<BasketFromQuote, 'priceChanges' | 'difference'>;

/**
 * "Turn into a basket" (issue 43). Inside the quote's hold the basket keeps the quoted prices and
 * says until when. Past its day, or with holds turned off for the account, it is priced today:
 * the card says so before the tap, and when a price moved the person is told by how much before
 * the basket is made. A part that cannot be bought now is left out; the rest make the basket and
 * the person is told which part was left and why before it opens. The basket's id is handed to
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
  const [leftOut, setLeftOut] = useState<BasketFromQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
  const held = pricesHeldAt(quote, new Date());

  const open = async (answer: BasketFromQuote) => {
    try {
      await onBasket(answer.basketId);
    } catch (failure) {
      setError({ message: errorMessage(failure), lines: [] });
      setBusy(false);
    }
  };
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await basketFromQuote(quote.id);
      if (answer.leftOut.length) {
        setLeftOut(answer);
        setBusy(false);
        return;
      }
      await open(answer);
    } catch (failure) {
      const refused = failure instanceof ApiError ? refusedLines(failure.violations, quote) : null;
      setError(refused ?? { message: errorMessage(failure), lines: [] });
      setBusy(false);
    }
  };
  const start = async () => {
    if (held) return make();
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
      setError({ message: errorMessage(failure), lines: [] });
      setBusy(false);
      return;
    }
    await make();
  };

  const message = warning && repriceMessage(warning, quote.currency);
  const ready = online && sent && quote.items.length > 0;
  const lastDay = spokenDay(quote.validUntil);
  const pricing = held
    ? `Puts the quote’s parts in a new basket at the quoted prices. ${quoteMessages.pricesHeldUntil(lastDay)}`
    : quote.pricesHeld === false
      ? quoteMessages.holdsOffAtTodaysPrices
      : quoteMessages.ranOutAtTodaysPrices(lastDay);
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
        <p className={held ? undefined : 'quote-convert__today'}>{pricing}</p>
      )}
      <button type="button" className="button button--accent" disabled={!ready || busy} onClick={() => void start()}>
        {busy ? 'Making the basket…' : held ? 'Turn into a basket' : 'Turn into a basket at today’s prices'}
      </button>
      {error && (
        <div className="field__error" role="alert">
          <p>{error.message}</p>
          {error.lines.length > 0 && (
            <ul className="plain-list">
              {error.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
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
      <LeftOutNotice answer={leftOut} onOpen={(answer) => void open(answer)} />
    </section>
  );
}

/** The parts the basket was made without, each with the reason, before the basket opens. */
function LeftOutNotice({
  answer,
  onOpen,
}: {
  answer: BasketFromQuote | null;
  onOpen: (answer: BasketFromQuote) => void;
}) {
  const lines: LeftOutLine[] = answer?.leftOut ?? [];
  const count = lines.length;
  return (
    <Modal
      open={answer !== null}
      title={count === 1 ? 'One part was left out of the basket' : `${count} parts were left out of the basket`}
      onClose={() => answer && onOpen(answer)}
      closeLabel="Open the basket"
    >
      <p role="alert">The rest of the quote is in the basket. These could not go in:</p>
      <ul className="plain-list quote-convert__left-out">
        {lines.map((line) => (
          <li key={line.itemId}>
            <strong>
              {itemName(line)} × {line.quantity}
            </strong>
            : {line.message}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
