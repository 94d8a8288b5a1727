import { formatMoney } from '../../../../contract/money/format-money';
import { quoteMessages } from '../../../../contract/quotes/messages';
import type { Quote } from '../../../../contract/quotes/schemas';
import { spokenDay } from './quote-dates';

/** The quote's totals at its quoted prices, with VAT, and the day it holds until. */
export function QuoteTotals({ quote, provisional }: { quote: Quote; provisional: boolean }) {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  return (
    <section className="quote-totals card" aria-labelledby="quote-totals-title">
      <h2 id="quote-totals-title">Totals</h2>
      <dl className="quote-totals__list">
        <dt>Parts excluding VAT</dt>
        <dd>{money(quote.totals.totalExcTax)}</dd>
        <dt>VAT</dt>
        <dd>{money(quote.totals.totalTax)}</dd>
        <dt className="quote-totals__grand">Total including VAT</dt>
        <dd className="quote-totals__grand">{money(quote.totals.totalIncTax)}</dd>
      </dl>
      <p>
        Valid until <strong>{spokenDay(quote.validUntil)}</strong>
      </p>
      <p className="muted">
        {quote.pricesHeld === false
          ? quoteMessages.pricesNotHeld
          : quoteMessages.pricesHeldUntil(spokenDay(quote.validUntil))}
      </p>
      {provisional && (
        <p className="muted" role="status">
          Worked out on this device: the prices are confirmed when your changes reach us.
        </p>
      )}
    </section>
  );
}
