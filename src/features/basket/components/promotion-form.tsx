import { useState, type FormEvent } from 'react';
import type { BasketPromotion } from '../../../../contract/promotions/schemas';
import { errorMessage } from '../../../api/api-error';
import { applyPromotionCode } from '../basket-store';

/** Promotion codes: those applied, those waiting to be checked, and a field to add one. */
export function PromotionForm({
  basketId,
  promotions,
  pending,
  editable,
}: {
  basketId: string;
  promotions: readonly BasketPromotion[];
  pending: readonly string[];
  editable: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError('Please enter a promotion code.');
    try {
      await applyPromotionCode(basketId, code);
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <section className="basket-promotions" aria-labelledby="basket-promotions-title">
      <h2 id="basket-promotions-title">Promotions</h2>
      {(promotions.length > 0 || pending.length > 0) && (
        <ul>
          {promotions.map((p) => (
            <li key={p.promotionCode}>
              <strong>{p.promotionCode}</strong> – {p.name}
            </li>
          ))}
          {pending.map((c) => (
            <li key={c}>
              <strong>{c}</strong> – waiting to be checked
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
        </form>
      )}
    </section>
  );
}
