import type { ReactNode } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { percentWords } from '../uplift';

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-GB')}%`;

/**
 * The work order's totals (§3 prices): labour and parts apart, VAT by rate, the total, the same
 * without uplift, and what the customer has authorised. Provisional while changes wait.
 */
export function WorkOrderSummary({
  doc,
  provisional,
  children,
}: {
  doc: WorkOrder;
  provisional: boolean;
  /** What changes the figures from here (the uplift), after them. */
  children?: ReactNode;
}) {
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const { workOrderSummary: summary, vatByRate, withoutUplift, authorised, unauthorised } = doc.prices;
  return (
    <section className="wo-summary card" aria-labelledby="wo-summary">
      <h2 id="wo-summary">Summary</h2>
      {provisional && (
        <p className="wo-summary__provisional">
          Worked out on this device. The server confirms the prices when it has your changes.
        </p>
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
        <dt>Authorised</dt>
        <dd>{money(authorised.incTax)}</dd>
        <dt>Not yet authorised</dt>
        <dd>{money(unauthorised.incTax)}</dd>
      </dl>
      {children}
    </section>
  );
}
