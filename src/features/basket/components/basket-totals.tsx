import type { Totals } from '../../../../contract/basket/schemas';
import { formatMoney } from '../../../../contract/money/format-money';

/** The totals: goods, discounts, shipping, VAT and the total, provisional while changes wait. */
export function BasketTotals({
  totals,
  currency,
  provisional,
}: {
  totals: Totals;
  currency: string;
  provisional: boolean;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section className="basket-totals" aria-labelledby="basket-totals-title">
      <h2 id="basket-totals-title">
        Totals{provisional && <span className="basket-totals__provisional"> (provisional)</span>}
      </h2>
      <dl>
        <dt>Goods (ex. VAT)</dt>
        <dd>{money(totals.itemsExcTax)}</dd>
        {totals.discountExcTax > 0 && (
          <>
            <dt>Discounts</dt>
            <dd>−{money(totals.discountExcTax)}</dd>
          </>
        )}
        <dt>Delivery (ex. VAT)</dt>
        <dd>{money(totals.shippingExcTax)}</dd>
        <dt>VAT</dt>
        <dd>{money(totals.totalTax)}</dd>
        <dt className="basket-totals__grand">Total</dt>
        <dd className="basket-totals__grand">{money(totals.totalIncTax)}</dd>
      </dl>
      {provisional && (
        <p className="basket-totals__note">
          Worked out on this device. The server confirms prices, stock and promotions when your changes are sent.
        </p>
      )}
    </section>
  );
}
