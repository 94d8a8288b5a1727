import '../work-order-services.css';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { percentWords } from '../uplift';

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-GB')}%`;

/**
 * The work order's totals (§3 prices): labour and parts apart, VAT by rate, the total, the same
 * without uplift, and the customer's answers including VAT (issue 42): the amounts they agreed to,
 * as agreed, what awaits their answer (a rise since they agreed included), and what they declined.
 * Provisional while changes wait; when the device could not price its changes, it says so here
 * rather than show old figures as new.
 */
export function WorkOrderSummary({
  doc,
  provisional,
  priceFailure = null,
  children,
}: {
  doc: WorkOrder;
  provisional: boolean;
  /**
   * Why the device could not work out the prices (work-order-local.ts), or null: the figures are
   * then the last ones worked out, and the summary says so (trade-features §8 logs it too).
   */
  priceFailure?: string | null;
  /** What changes the figures from here (the uplift), after them. */
  children?: ReactNode;
}) {
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const { workOrderSummary: summary, vatByRate, withoutUplift, authorisation } = doc.prices;
  return (
    <section className="wo-summary card" aria-labelledby="wo-summary">
      <h2 id="wo-summary">Summary</h2>
      {priceFailure ? (
        <p className="wo-summary__failure" role="alert">
          Prices could not be worked out on this device: {priceFailure} The server will price the work order when it has
          your changes.
        </p>
      ) : (
        provisional && (
          <p className="wo-summary__provisional">
            Worked out on this device. The server confirms the prices when it has your changes.
          </p>
        )
      )}
      <dl className="wo-summary__figures">
        <dt>Labour</dt>
        <dd>{money(summary.labourPrice.excTax)}</dd>
        <dt>Parts</dt>
        <dd>{money(summary.partPrice.excTax)}</dd>
        <dt>Total excluding VAT</dt>
        <dd>{money(summary.total.excTax)}</dd>
        {vatByRate.map((rate) => (
          <div key={rate.rate} className="wo-summary__vat">
            <dt>VAT at {percent(rate.rate)}</dt>
            <dd>{money(rate.vat)}</dd>
          </div>
        ))}
        <dt className="wo-summary__total">Total including VAT</dt>
        <dd className="wo-summary__total">{money(summary.total.incTax)}</dd>
      </dl>
      <dl className="wo-summary__figures wo-summary__more">
        <dt>Time</dt>
        <dd>{doc.totalTime} h</dd>
        <dt>Uplift on labour</dt>
        <dd>{percentWords(doc.appliedUplift)}</dd>
        <dt>Without uplift, including VAT</dt>
        <dd>{money(withoutUplift.total.incTax)}</dd>
        <dt>Authorised (agreed)</dt>
        <dd>{money(authorisation.authorised)}</dd>
        <dt>Awaiting authorisation</dt>
        <dd>{money(authorisation.awaiting)}</dd>
        {authorisation.declined > 0 && (
          <>
            <dt>Declined</dt>
            <dd>{money(authorisation.declined)}</dd>
          </>
        )}
      </dl>
      {children}
    </section>
  );
}
