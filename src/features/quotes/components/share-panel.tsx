import { useState } from 'react';
import type { Quote, QuoteShare } from '../../../../contract/quotes/schemas';
import { errorMessage } from '../../../api/api-error';
import { revokeShare, shareQuote } from '../api/quote-actions';
import { spokenDay } from './quote-dates';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard (not allowed, or not a secure page): the link is shown to copy by hand.
    return false;
  }
}

/**
 * "Share": one read-only link to the quote, made once and the same one after, which works without
 * an account until the quote runs out or the link is withdrawn. Needs the network.
 */
export function SharePanel({
  quote,
  online,
  sent,
  onChanged,
}: {
  quote: Quote;
  online: boolean;
  /** The server has the quote as shown (nothing waits to be sent). */
  sent: boolean;
  onChanged: () => void;
}) {
  const [link, setLink] = useState<QuoteShare | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const share = () =>
    run(async () => {
      const made = await shareQuote(quote.id);
      setLink(made);
      setCopied(await copy(made.url));
      onChanged();
    });
  const withdraw = () =>
    run(async () => {
      await revokeShare(quote.id);
      setLink(null);
      setCopied(false);
      onChanged();
    });
  const shared = link !== null || quote.shared;

  return (
    <section className="quote-share card" aria-labelledby="quote-share-title">
      <h2 id="quote-share-title">Share</h2>
      {!online ? (
        <p role="status">Sharing needs the connection: you can share this quote once you are back online.</p>
      ) : !sent ? (
        <p role="status">This quote’s changes are still being sent. You can share it once they have arrived.</p>
      ) : (
        <>
          <p>A read-only link: whoever has it sees the parts and prices, without logging in.</p>
          <div className="quote-share__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void share()}>
              {shared ? 'Copy the link' : 'Share'}
            </button>
            {shared && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void withdraw()}
              >
                Withdraw the link
              </button>
            )}
          </div>
        </>
      )}
      {link && (
        <div className="quote-share__link">
          <label className="field__label" htmlFor="quote-share-url">
            Link to this quote
          </label>
          <input
            id="quote-share-url"
            className="field__input"
            readOnly
            value={link.url}
            onFocus={(e) => e.target.select()}
          />
          <p className="muted" role="status">
            {copied ? 'Copied. ' : ''}It works until the end of {spokenDay(quote.validUntil)}, unless you withdraw it.
          </p>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
