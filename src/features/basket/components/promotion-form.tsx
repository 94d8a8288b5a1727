import { useState, type FormEvent } from 'react';
import type { BasketPromotion } from '../../../../contract/promotions/schemas';
import { errorMessage } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { discardEntry } from '../../../sync/queue-actions';
import type { CodeChange } from '../basket-changes';
import { applyPromotionCode } from '../basket-store';
import { ChangeNote } from './change-note';

/**
 * Promotion codes: those applied, those waiting to be checked, and a field to add one. A code the
 * server refused (perhaps hours after it was typed offline) shows its message beside the field,
 * the first violation as §8 says, until the person discards it or tries another.
 */
export function PromotionForm({
  basketId,
  promotions,
  codes = [],
  editable,
}: {
  basketId: string;
  promotions: readonly BasketPromotion[];
  /** The codes queued for the server, with where each stands (see basket-changes.ts). */
  codes?: readonly CodeChange[];
  editable: boolean;
}) {
  const online = useOnlineStatus();
  const [code, setCode] = useState('');
  const [typed, setError] = useState<string | null>(null);
  const refused = codes.filter((change) => change.status.kind === 'refused');
  const waiting = codes.filter((change) => change.status.kind !== 'refused');
  // The field's own check first; else the latest refusal from the server.
  const latestRefusal = refused[refused.length - 1];
  const error = typed ?? (latestRefusal ? `${latestRefusal.code}: ${latestRefusal.message ?? ''}` : null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError('Please enter a promotion code.');
    try {
      // A new code replaces the refusal shown beside the field.
      if (latestRefusal) await discardEntry(latestRefusal.entryId);
      await applyPromotionCode(basketId, code);
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <section className="basket-promotions" aria-labelledby="basket-promotions-title">
      <h2 id="basket-promotions-title">Promotions</h2>
      {(promotions.length > 0 || waiting.length > 0) && (
        <ul>
          {promotions.map((p) => (
            <li key={p.promotionCode}>
              <strong>{p.promotionCode}</strong> – {p.name}
            </li>
          ))}
          {waiting.map((change) => (
            <li key={change.entryId}>
              <strong>{change.code}</strong> –{' '}
              {change.status.kind === 'waiting'
                ? online
                  ? 'being checked…'
                  : 'waiting to be checked when you are back online'
                : null}
              {change.status.kind !== 'waiting' && (
                <ChangeNote
                  entryId={change.entryId}
                  status={change.status}
                  words={{ subject: `promotion code ${change.code}` }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <form className="basket-promotions__form" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor="promotion-code">Promotion code</label>
          <div className="basket-promotions__row">
            <input
              id="promotion-code"
              name="promotionCode"
              value={code}
              autoCapitalize="characters"
              aria-invalid={error !== null}
              aria-describedby={error ? 'promotion-code-error' : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="button">
              Apply
            </button>
          </div>
          {error && (
            <p id="promotion-code-error" className="field__error" role="alert">
              {error}
            </p>
          )}
          {!typed && latestRefusal && (
            <button
              type="button"
              className="link-button"
              aria-label={`Dismiss the refused promotion code ${latestRefusal.code}`}
              onClick={() => void discardEntry(latestRefusal.entryId)}
            >
              Dismiss
            </button>
          )}
        </form>
      )}
    </section>
  );
}
