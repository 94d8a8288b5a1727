import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import { linePath } from '../../../../contract/documents/clash';
import { jobLabourPrice } from '../../../../contract/work-orders/pricing/labour';
import { readTypedTime } from '../../../../contract/work-orders/pricing/time';
import { workOrderMessages } from '../../../../contract/work-orders/messages';
import type { WorkOrderJob } from '../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { useLineAnswers } from '../hooks/use-line-answers';
import type { LineAnswers } from '../line-answers';
import type { WorkOrderNotes } from '../work-order-notes';
import { AnswerNote } from './answer-note';
import { LineEnd, WaitingMark } from './change-note';

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

/**
 * The time charged by hand: typed as a person types it ('1.5', '90m', '1h30'), shown and saved as
 * HH:MM when the person leaves the field; empty goes back to the calculated time. What cannot be
 * read is said beside the field and nothing is saved. A text keyboard, as a numeric one has no ':',
 * 'h' or 'm'.
 */
function TimeCharged({
  job,
  locked,
  onOverride,
}: {
  job: WorkOrderJob;
  locked: boolean;
  onOverride: (time: string | null) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // A time saved since (here or on another device) replaces what was refused.
  useEffect(() => setError(null), [job.overrideTime]);
  const errorId = `${id}-error`;
  const commit = (input: HTMLInputElement) => {
    const typed = input.value.trim();
    const time = typed ? readTypedTime(typed) : null;
    if (typed && time === null) return setError(workOrderMessages.typedTime);
    setError(null);
    // Shown at once as it will be saved, so the person sees how '1.5' was read.
    input.value = time ?? '';
    if (time !== job.overrideTime) onOverride(time);
  };
  return (
    <div className={`wo-line__time${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>Time charged</label>
      <input
        key={job.overrideTime ?? ''}
        id={id}
        className="field__input"
        defaultValue={job.overrideTime ?? ''}
        placeholder={job.calculatedTime}
        disabled={locked}
        aria-label={`Time charged for ${job.description}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onBlur={(event) => commit(event.target)}
      />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

function JobRow({
  job,
  doc,
  answers,
  notes,
  rates,
  onRemove,
  onOverride,
  onRate,
  extras,
  shown,
  onLeave,
}: {
  job: WorkOrderJob;
  doc: WorkOrder;
  answers: LineAnswers | null;
  notes: WorkOrderNotes;
  rates: readonly RateOption[];
  onRemove: () => void;
  onOverride: (time: string | null) => void;
  onRate: (rate: RateOption) => void;
  extras: ReactNode;
  /** Brought into view by "Show" after it was added: marked until the focus leaves it. */
  shown: boolean;
  onLeave: () => void;
}) {
  const path = linePath('workOrderJobs', job.id);
  const covered = job.job !== null && job.calculatedTime === '00:00' && job.overrideTime === null;
  const price = safePrice(job, doc.appliedUplift);
  const locked = isClosed(doc.status) || job.locked;
  const charged = job.overrideTime ?? job.calculatedTime;
  return (
    <li
      id={`wo-job-${job.id}`}
      // Focusable by script only, for "Show": a screen reader then reads the job it was told of.
      tabIndex={-1}
      className={`wo-line${covered ? ' wo-line--covered' : ''}${shown ? ' wo-line--shown' : ''}`}
      onBlur={(event) => {
        if (shown && !event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
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
              // An override says so, with its reason (issue 42): it is not one of the account's rates.
              <option value={job.labourRate.id}>
                {(job.labourRateOverride ? `Override (${job.labourRateOverride.reason}) – ` : '') +
                  `${formatMoney(job.labourRate.rate, doc.currency)} an hour`}
              </option>
            )}
            {rates.map((rate) => (
              <option key={rate.id} value={rate.id}>
                {rate.name} – {formatMoney(rate.rate, doc.currency)} an hour
              </option>
            ))}
          </select>
        </label>
        <AnswerNote answers={answers} line={job} currency={doc.currency} />
      </div>
      <TimeCharged job={job} locked={locked} onOverride={onOverride} />
      <p className="wo-line__price">{price === null ? '—' : formatMoney(price, doc.currency)}</p>
      <LineEnd name={job.description} disabled={locked} notes={notes.byPath.get(path)} onRemove={onRemove} />
      {extras && <div className="wo-line__extras">{extras}</div>}
    </li>
  );
}

/** The work order's jobs: repair-time tasks (with their time after overlap) and custom jobs. */
export function JobList({
  doc,
  answers: given,
  notes,
  rates,
  onRemove,
  onOverride,
  onRate,
  extras,
  shown = null,
  onLeave,
}: {
  doc: WorkOrder;
  /** The customer's answers, as the editor worked them out (else worked out here). */
  answers?: LineAnswers | null;
  notes: WorkOrderNotes;
  rates: readonly RateOption[];
  onRemove: (job: WorkOrderJob) => void;
  onOverride: (job: WorkOrderJob, time: string | null) => void;
  onRate: (job: WorkOrderJob, rate: RateOption) => void;
  /** What shows under a job (its parts still to add), if anything. */
  extras?: (job: WorkOrderJob) => ReactNode;
  /** The job "Show" brought into view, if any, and what to do when the focus leaves it. */
  shown?: string | null;
  onLeave?: () => void;
}) {
  const answers = useLineAnswers(doc, given);
  if (!doc.workOrderJobs.length) return <p className="muted">No jobs yet. Add one from the repair times below.</p>;
  const jobs = [...doc.workOrderJobs].sort((a, b) => (a.position < b.position ? -1 : 1));
  return (
    <ul className="wo-lines" aria-label="Jobs">
      {jobs.map((job) => (
        <JobRow
          key={job.id}
          job={job}
          doc={doc}
          answers={answers}
          notes={notes}
          rates={rates}
          onRemove={() => onRemove(job)}
          onOverride={(time) => onOverride(job, time)}
          onRate={(rate) => onRate(job, rate)}
          extras={extras?.(job)}
          shown={job.id === shown}
          onLeave={() => onLeave?.()}
        />
      ))}
    </ul>
  );
}
