import '../health-checks.css';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DeferredDue } from '../../../../contract/health-checks/deferred';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useDeferredWork } from '../api/health-check-share';
import { DeferredWorkList } from './deferred-work-list';

/**
 * /deferred-work: the work customers declined or put off (issue 46), by follow-up day, so the
 * garage calls them back: what is overdue, then what is coming up.
 */
export function DeferredWorkPage() {
  const [due, setDue] = useState<DeferredDue>('overdue');
  const list = useDeferredWork({ due });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Page
      title="Upcoming and overdue work"
      intro="Work customers declined or put off at a health check, by the day to follow it up."
    >
      <p>
        <Link to="/health-checks">Back to health checks</Link>
      </p>
      <div className="hc-deferred__tabs" role="group" aria-label="Which work">
        {(['overdue', 'upcoming'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={choice === due ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={choice === due}
            onClick={() => setDue(choice)}
          >
            {choice === 'overdue' ? 'Overdue' : 'Upcoming'}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner label="Loading the deferred work" />
      ) : list.isError ? (
        <ErrorBanner>{errorMessage(list.error)}</ErrorBanner>
      ) : list.data['hydra:member'].length === 0 ? (
        <p>{due === 'overdue' ? 'Nothing overdue.' : 'Nothing coming up.'}</p>
      ) : (
        <DeferredWorkList items={list.data['hydra:member']} today={today} />
      )}
    </Page>
  );
}

/** The deferred work of one vehicle, shown where it is looked up; nothing when there is none. */
export function VehicleDeferredWork({ vrm }: { vrm: string }) {
  const list = useDeferredWork({ vrm });
  const items = list.data?.['hydra:member'] ?? [];
  if (!items.length) return null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section className="hc-vehicle-deferred" aria-labelledby="hc-vehicle-deferred-title">
      <h3 id="hc-vehicle-deferred-title">Deferred work on this vehicle</h3>
      <DeferredWorkList items={items} today={today} showVehicle={false} />
    </section>
  );
}
