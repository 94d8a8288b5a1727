import type { ReactNode } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import { linePath } from '../../../../contract/documents/clash';
import { jobLabourPrice } from '../../../../contract/work-orders/pricing/labour';
import type { WorkOrderJob } from '../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { WorkOrderNotes } from '../work-order-notes';
import { LineEnd, WaitingMark } from './change-note';

const METHODS = { 'in-person': 'in person', phone: 'by phone', text: 'by text' } as const;

export interface RateOption {
  id: string;
  name: string;
  rate: number;
}

function safePrice(job: WorkOrderJob, uplift: number): number | null {
  try {
    return jobLabourPrice(job, uplift);
  } catch {
    return null;
  }
}

function JobRow({
  job,
  doc,
  notes,
  rates,
  onRemove,
  onOverride,
  onRate,
  extras,
}: {
  job: WorkOrderJob;
  doc: WorkOrder;
  notes: WorkOrderNotes;
  rates: readonly RateOption[];
  onRemove: () => void;
  onOverride: (time: string | null) => void;
  onRate: (rate: RateOption) => void;
  extras: ReactNode;
}) {
  const path = linePath('workOrderJobs', job.id);
  const covered = job.job !== null && job.calculatedTime === '00:00' && job.overrideTime === null;
  const price = safePrice(job, doc.appliedUplift);
  const locked = isClosed(doc.status) || job.locked;
  const charged = job.overrideTime ?? job.calculatedTime;
  return (
    <li className={covered ? 'wo-line wo-line--covered' : 'wo-line'}>
      <div className="wo-line__main">
        <p className="wo-line__title">
          {job.description} <WaitingMark waiting={notes.waiting.has(path)} />
        </p>
        <p className="wo-line__meta">
          {job.job ? 'Repair time' : 'Custom job'} · book {job.time} h ·{' '}
          {covered ? <strong>covered by other work</strong> : <>charged {charged} h</>}
        </p>
        <label className="wo-line__rate">
          <span className="visually-hidden">Labour rate for {job.description}</span>
          <select
            className="field__input"
            value={job.labourRate.id}
            disabled={locked}
            onChange={(event) => {
              const chosen = rates.find((rate) => rate.id === event.target.value);
              if (chosen) onRate(chosen);
            }}
          >
            {!rates.some((rate) => rate.id === job.labourRate.id) && (
              <option value={job.labourRate.id}>{formatMoney(job.labourRate.rate, doc.currency)} an hour</option>
            )}
            {rates.map((rate) => (
              <option key={rate.id} value={rate.id}>
                {rate.name} – {formatMoney(rate.rate, doc.currency)} an hour
              </option>
            ))}
          </select>
        </label>
        <p className="wo-line__meta">
          {job.authorisation
            ? `Authorised by ${job.authorisation.by} ${METHODS[job.authorisation.method]}`
            : 'Not yet authorised'}
        </p>
      </div>
      <label className="wo-line__time">
        <span>Time charged</span>
        <input
          key={job.overrideTime ?? ''}
          className="field__input"
          defaultValue={job.overrideTime ?? ''}
          placeholder={job.calculatedTime}
          inputMode="numeric"
          pattern="\d{2,3}:[0-5]\d"
          disabled={locked}
          aria-label={`Time charged for ${job.description}, hours and minutes`}
          onBlur={(event) => {
            const value = event.target.value.trim();
            if (value === (job.overrideTime ?? '')) return;
            if (value && !/^\d{2,3}:[0-5]\d$/.test(value)) {
              event.target.setCustomValidity('Please enter the time as HH:MM, for example 01:30.');
              event.target.reportValidity();
              return;
            }
            event.target.setCustomValidity('');
            onOverride(value || null);
          }}
        />
      </label>
      <p className="wo-line__price">{price === null ? '—' : formatMoney(price, doc.currency)}</p>
      <LineEnd name={job.description} disabled={locked} notes={notes.byPath.get(path)} onRemove={onRemove} />
      {extras && <div className="wo-line__extras">{extras}</div>}
    </li>
  );
}

/** The work order's jobs: repair-time tasks (with their time after overlap) and custom jobs. */
export function JobList({
  doc,
  notes,
  rates,
  onRemove,
  onOverride,
  onRate,
  extras,
}: {
  doc: WorkOrder;
  notes: WorkOrderNotes;
  rates: readonly RateOption[];
  onRemove: (job: WorkOrderJob) => void;
  onOverride: (job: WorkOrderJob, time: string | null) => void;
  onRate: (job: WorkOrderJob, rate: RateOption) => void;
  /** What shows under a job (its parts still to add), if anything. */
  extras?: (job: WorkOrderJob) => ReactNode;
}) {
  if (!doc.workOrderJobs.length) return <p className="muted">No jobs yet. Add one from the repair times below.</p>;
  const jobs = [...doc.workOrderJobs].sort((a, b) => (a.position < b.position ? -1 : 1));
  return (
    <ul className="wo-lines" aria-label="Jobs">
      {jobs.map((job) => (
        <JobRow
          key={job.id}
          job={job}
          doc={doc}
          notes={notes}
          rates={rates}
          onRemove={() => onRemove(job)}
          onOverride={(time) => onOverride(job, time)}
          onRate={(rate) => onRate(job, rate)}
          extras={extras?.(job)}
        />
      ))}
    </ul>
  );
}
