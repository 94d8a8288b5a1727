import { Link } from 'react-router';
import type { DeferredWork } from '../../../../contract/health-checks/deferred';
import { formatMoney } from '../../../../contract/money/format-money';
import { spokenDay } from '../answer-words';

const decisionWords = { declined: 'Declined', later: 'Put off', approved: 'Approved' } as const;

/** Deferred items, each with its vehicle, what was found, the answer and the day to follow it up. */
export function DeferredWorkList({
  items,
  today,
  showVehicle = true,
}: {
  items: readonly DeferredWork[];
  today: string;
  showVehicle?: boolean;
}) {
  return (
    <ul className="hc-deferred">
      {items.map((work) => {
        const overdue = work.followUp < today;
        return (
          <li key={work.id} className={`hc-deferred__item hc-deferred__item--${work.state}`}>
            <div className="hc-deferred__head">
              <span className="hc-deferred__name">
                {showVehicle && <strong className="hc-deferred__vrm">{work.vrm}</strong>} {work.itemName}
              </span>
              <span className={overdue ? 'hc-deferred__due hc-deferred__due--overdue' : 'hc-deferred__due'}>
                {overdue ? 'Overdue since' : 'Due'} {spokenDay(work.followUp)}
              </span>
            </div>
            <p className="hc-deferred__what">
              {decisionWords[work.decision]} ({work.state})
              {work.price ? ` · ${formatMoney(work.price.incTax, work.currency)} quoted` : ''}
              {work.reason ? ` · “${work.reason}”` : ''}
              {work.note ? ` · ${work.note}` : ''}
            </p>
            <p className="hc-deferred__from muted">
              From <Link to={`/health-checks/${work.healthCheck}`}>{work.healthCheckNumber ?? 'a health check'}</Link>
              {showVehicle && work.vehicle ? ` · ${work.vehicle}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
