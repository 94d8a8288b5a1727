import { useState } from 'react';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import type { HealthCheckShare } from '../../../../contract/health-checks/shared';
import { errorMessage } from '../../../api/api-error';
import { shareHealthCheck, withdrawHealthCheckShare } from '../api/health-check-share';
import { spokenDay } from '../answer-words';

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
 * "Send to customer" (issue 46): one link to the report, made once and the same one after, which
 * works without an account until its end date or until withdrawn. Needs the network, and the
 * check as the server has it (nothing waiting to be sent).
 */
export function SendPanel({ check, online, sent }: { check: HealthCheck; online: boolean; sent: boolean }) {
  const [link, setLink] = useState<HealthCheckShare | null>(null);
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
  const shared = link !== null || check.shared;
  const ready = check.status !== 'in-progress';

  return (
    <section className="hc-send card" aria-labelledby="hc-send-title">
      <h2 id="hc-send-title">Send to customer</h2>
      {!ready ? (
        <p>Complete the health check first: the customer sees its red and amber items with their prices.</p>
      ) : !online ? (
        <p role="status">Sending needs the connection: you can send this check once you are back online.</p>
      ) : !sent ? (
        <p role="status">This check’s changes are still being sent. You can send it once they have arrived.</p>
      ) : (
        <>
          <p>
            A link for the customer: the red and amber items with photos, notes and prices including VAT. They approve,
            decline or put off each one, without logging in.
          </p>
          <div className="hc-send__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const made = await shareHealthCheck(check.id);
                  setLink(made);
                  setCopied(await copy(made.url));
                })
              }
            >
              {shared ? 'Copy the link' : 'Send to customer'}
            </button>
            {shared && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await withdrawHealthCheckShare(check.id);
                    setLink(null);
                    setCopied(false);
                  })
                }
              >
                Withdraw the link
              </button>
            )}
          </div>
        </>
      )}
      {link && (
        <div className="hc-send__link">
          <label className="field__label" htmlFor="hc-share-url">
            Link for the customer
          </label>
          <input
            id="hc-share-url"
            className="field__input"
            readOnly
            value={link.url}
            onFocus={(event) => event.target.select()}
          />
          <p className="muted" role="status">
            {copied ? 'Copied. ' : ''}It works until {spokenDay(link.expiresAt)}, unless you withdraw it.
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
