import { useState, type FormEvent } from 'react';
import type { Basket } from '../../../../contract/basket/schemas';
import type { BasketShipping, ShippingService } from '../../../../contract/shipping/schemas';
import { fromSterling } from '../../../../contract/money/exchange';
import { formatMoney } from '../../../../contract/money/format-money';
import { shippingDateProblem, ukDateTime } from '../../../../contract/shipping/shipping-date';
import { errorMessage } from '../../../api/api-error';
import type { PricingContext } from '../basket-row';
import { chosenShipping, type ShippingChange } from '../basket-changes';
import { chooseShipping } from '../basket-store';
import { ChangeNote } from './change-note';

/**
 * Delivery: a service and a date. The date is checked on the device by the same rules the server
 * uses (contract/shipping), so an offline choice is refused at once rather than hours later.
 */
export function ShippingForm({
  basketId,
  services,
  chosen,
  context,
  currency,
  editable,
  change = null,
  orderProblem = null,
}: {
  basketId: string;
  services: readonly ShippingService[];
  chosen: BasketShipping | null;
  context: PricingContext;
  currency: Basket['currency'];
  editable: boolean;
  /** The delivery choice queued for the server, with where it stands (see basket-changes.ts). */
  change?: ShippingChange | null;
  /** Why the order was not placed, when the server named the delivery (order-refusal.ts). */
  orderProblem?: string | null;
}) {
  // Services are priced in pence sterling; a euro basket converts them as its totals do.
  const money = (pence: number) => formatMoney(fromSterling(pence, currency), currency);
  const offered = services.filter((s) => !s.tradeOnly || context.isTrade);
  // A refused choice is not the basket's: it shows as refused, never as "Chosen" nor selected.
  const held = chosenShipping(chosen, change);
  // Nothing is selected until the basket has a delivery: a selected option is a chosen one.
  const [service, setService] = useState(held?.service ?? '');
  const [date, setDate] = useState(held?.date ?? chosen?.date ?? ukDateTime(new Date()).date);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (code: string) => services.find((s) => s.code === code)?.name ?? code;
  const theirsShipping =
    change?.status.kind === 'conflict' ? ((change.status.theirs as Basket | null)?.shipping ?? null) : null;
  if (offered.length === 0)
    return <p className="basket-shipping">Delivery options will show once the app has been online.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const picked = offered.find((s) => s.code === service);
    if (!picked) return setError('Please choose a delivery option.');
    const problem = shippingDateProblem(picked, date, new Date(), context.isTrade);
    if (problem) return setError(problem);
    try {
      await chooseShipping(basketId, { service: picked.code, date, name: picked.name }, context);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <section className="basket-shipping" aria-labelledby="basket-shipping-title">
      <h2 id="basket-shipping-title">Delivery</h2>
      {held && (
        <p>
          {change ? 'Your choice' : 'Chosen'}: <strong>{nameOf(held.service)}</strong> on {held.date}
        </p>
      )}
      {orderProblem && (
        <p id="shipping-order-problem" className="field__error" role="alert">
          {orderProblem}
        </p>
      )}
      {change && change.choice && (
        <ChangeNote
          entryId={change.entryId}
          status={change.status}
          words={{
            subject: 'delivery choice',
            refused:
              change.message &&
              `${nameOf(change.choice.service)} on ${change.choice.date} was not accepted: ${change.message}`,
            mine: `${nameOf(change.choice.service)} on ${change.choice.date}`,
            theirs: theirsShipping ? `${nameOf(theirsShipping.service)} on ${theirsShipping.date}` : 'none chosen',
          }}
        />
      )}
      {editable && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset aria-describedby={orderProblem ? 'shipping-order-problem' : undefined}>
            <legend>Delivery option</legend>
            {offered.map((s) => (
              <label key={s.code} className="basket-shipping__option">
                <input
                  type="radio"
                  name="shippingService"
                  value={s.code}
                  checked={service === s.code}
                  onChange={() => setService(s.code)}
                />
                <span>
                  <strong>{s.name}</strong> – {s.priceExcTax === 0 ? 'free' : `${money(s.priceExcTax)} ex. VAT`}
                  {s.freeOverExcTax !== null && s.priceExcTax > 0 && `, free over ${money(s.freeOverExcTax)}`}
                  <br />
                  <small>{s.description}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <label htmlFor="shipping-date">Date</label>
          <input
            id="shipping-date"
            type="date"
            value={date}
            aria-invalid={error !== null}
            aria-describedby={error ? 'shipping-date-error' : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
          {error && (
            <p id="shipping-date-error" className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button">
            Use this delivery
          </button>
          {!held && (
            <p className="basket__hint">
              {service
                ? `Press “Use this delivery” to choose ${nameOf(service)}.`
                : 'Choose a delivery option to place your order.'}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
