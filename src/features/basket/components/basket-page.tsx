import '../basket.css';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRegistration } from '../../../../contract/vehicles/registration';
import { errorMessage } from '../../../api/api-error';
import { useProfile } from '../../../session/profile';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { basketChanges, chosenShipping } from '../basket-changes';
import { confirmAndPay, setLineQuantity } from '../basket-store';
import { useBasket } from '../hooks/use-basket';
import { besideFields, orderRefusalOf } from '../order-refusal';
import { BasketLines } from './basket-lines';
import { BasketTotals } from './basket-totals';
import { CurrencyNotice } from './currency-notice';
import { OrderDecision, useOrderDecision } from './order-decision';
import { OrderSummary } from './order-summary';
import { PromotionForm } from './promotion-form';
import { ShippingForm } from './shipping-form';

/** What app/ may put under the basket's actions (e.g. "Save basket as a quote"), for a logged-in person. */
export type BasketExtraActions = (basket: { id: string; ready: boolean }) => ReactNode;

/** The basket (/store/basket): fully editable offline, totals provisional until the server prices it. */
export function BasketPage({ extraActions }: { extraActions?: BasketExtraActions } = {}) {
  const {
    row,
    changes: queued,
    context,
    services,
    error,
    online,
    startNew,
    isGuest,
    currency,
    moveToShownCurrency,
  } = useBasket();
  const [actionError, setActionError] = useState<string | null>(null);
  const [customerReference, setCustomerReference] = useState('');
  // The active vehicle's registration goes with the order, so it can be found by vehicle later.
  const vrm = useProfile().data?.vehicleDetails.find((detail) => detail.name === 'VRM')?.value || undefined;
  const decision = useOrderDecision(row?.id);
  const changes = basketChanges(queued);
  // A refused order shows beside the fields it names, for the latest order placed only.
  const refusal = row?.orderProblem ? orderRefusalOf(changes.order, row.basket.lines) : null;
  const shipping = chosenShipping(row?.basket.shipping ?? null, changes.shipping);
  if (error)
    return (
      <Page title="Basket">
        <ErrorBanner>{error}</ErrorBanner>
      </Page>
    );
  if (!row) return <Spinner label="Loading your basket" />;
  const { basket } = row;
  const editable = basket.status === 'open' && row.orderPending === null;
  const act = (action: () => Promise<void>) => {
    setActionError(null);
    action().catch((failure: unknown) => setActionError(errorMessage(failure)));
  };

  if (row.order) {
    return (
      <Page title="Your order">
        <OrderSummary order={row.order} />
        <button type="button" className="button button--accent" onClick={() => act(startNew)}>
          Start a new basket
        </button>
      </Page>
    );
  }

  return (
    <Page title="Basket">
      {(row.notices ?? []).map((notice) => (
        <ErrorBanner key={notice}>{notice}</ErrorBanner>
      ))}
      {actionError && <ErrorBanner>{actionError}</ErrorBanner>}
      <OrderDecision conflict={decision} />
      {row.orderPending && !decision && (
        <p className="basket__pending" role="status">
          <strong>Not yet placed – will be sent when online.</strong>{' '}
          {online
            ? 'Sending now…'
            : 'Your order is saved on this device and goes to us as soon as the connection is back.'}
        </p>
      )}
      {row.orderProblem && (
        <ErrorBanner>
          Your order was not placed:{' '}
          {refusal && besideFields(refusal)
            ? ['please see the marked fields below.', ...refusal.other].join(' ')
            : (refusal?.other.join(' ') ?? row.orderProblem)}
        </ErrorBanner>
      )}
      {editable && basket.lines.length > 0 && (
        <CurrencyNotice
          basketCurrency={basket.currency}
          shownCurrency={currency}
          onMove={() => act(moveToShownCurrency)}
        />
      )}
      {basket.lines.length === 0 ? (
        <div className="basket__empty">
          {changes.lines.size > 0 && (
            <BasketLines
              lines={[]}
              currency={basket.currency}
              editable={false}
              changes={changes.lines}
              onQuantity={() => undefined}
            />
          )}
          <p>Your basket is empty.</p>
          <Link className="button" to="/">
            Find parts
          </Link>
        </div>
      ) : (
        <div className="basket">
          <BasketLines
            lines={basket.lines}
            currency={basket.currency}
            editable={editable}
            changes={changes.lines}
            orderProblems={refusal?.lines}
            onQuantity={(lineId, quantity) => act(() => setLineQuantity(row.id, lineId, quantity, context))}
          />
          <div className="basket__side">
            <BasketTotals totals={basket.totals} currency={basket.currency} provisional={row.provisional} />
            <PromotionForm basketId={row.id} promotions={basket.promotions} codes={changes.codes} editable={editable} />
            <ShippingForm
              key={`${shipping?.service ?? 'none'}-${services.length}`}
              basketId={row.id}
              services={services}
              chosen={basket.shipping}
              context={context}
              currency={basket.currency}
              editable={editable}
              change={changes.shipping}
              orderProblem={refusal?.shipping ?? null}
            />
            {isGuest ? (
              <p>
                <Link to="/account/login">Log in</Link> to check out on your account.
              </p>
            ) : (
              editable &&
              // Without a delivery, the delivery form says what is missing beside its options.
              shipping && (
                <>
                  <label className="basket__reference">
                    Your reference (optional)
                    <input
                      className="field__input"
                      value={customerReference}
                      maxLength={35}
                      aria-invalid={Boolean(refusal?.customerReference)}
                      aria-describedby={refusal?.customerReference ? 'basket-reference-problem' : undefined}
                      onChange={(event) => setCustomerReference(event.target.value)}
                    />
                  </label>
                  {refusal?.customerReference && (
                    <p id="basket-reference-problem" className="field__error" role="alert">
                      {refusal.customerReference}
                    </p>
                  )}
                  {vrm && <p className="basket__hint">For vehicle {formatRegistration(vrm)}</p>}
                  <button
                    type="button"
                    className="button button--accent basket__confirm"
                    onClick={() => act(() => confirmAndPay(row.id, { customerReference, vrm }))}
                  >
                    {online ? 'Place order on account' : 'Place order on account (sends when online)'}
                  </button>
                </>
              )
            )}
            {!isGuest &&
              extraActions?.({ id: row.id, ready: editable && queued.length === 0 && row.serverVersion > 0 })}
          </div>
        </div>
      )}
    </Page>
  );
}
