import '../quotes.css';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { quoteMessages } from '../../../../contract/quotes/messages';
import type { Quote } from '../../../../contract/quotes/schemas';
import { errorMessage } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { quoteFromBasket } from '../api/quote-actions';

/**
 * "Save basket as a quote" on the basket page (app/ puts it there): the basket's lines, priced
 * now by the server, under a name; then the quote opens. Needs the network, and says so.
 */
export function SaveBasketAsQuote({
  userId,
  basketId,
  vehicle,
  ready,
}: {
  userId: string;
  basketId: string;
  vehicle: Quote['vehicle'];
  /** The server has the basket as shown (nothing of it waits to be sent). */
  ready: boolean;
}) {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(quoteMessages.name);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const quote = await quoteFromBasket(userId, { basketId, name: name.trim(), vehicle });
      await navigate(`/account/quotes/${quote.id}`);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  if (!online)
    return (
      <p className="quote-from-basket muted" role="status">
        Saving the basket as a quote needs the connection: you can do it once you are back online.
      </p>
    );
  if (!ready)
    return (
      <p className="quote-from-basket muted" role="status">
        Your basket’s changes are being sent: you can save it as a quote once they arrive.
      </p>
    );
  if (!open)
    return (
      <button type="button" className="button button--secondary quote-from-basket" onClick={() => setOpen(true)}>
        Save basket as a quote
      </button>
    );
  return (
    <form className="quote-from-basket" onSubmit={(event) => void submit(event)} noValidate>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="basket-quote-name">
          Quote name
        </label>
        <input
          id="basket-quote-name"
          className="field__input"
          value={name}
          maxLength={100}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'basket-quote-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error && (
          <p className="field__error" id="basket-quote-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save as a quote'}
      </button>
    </form>
  );
}
