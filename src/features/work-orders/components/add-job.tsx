import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { matchingTasks } from '../../../../contract/repair-data/matching-tasks';
import type { RepairTask, RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { hundredthsToTime, readTypedTime } from '../../../../contract/work-orders/pricing/time';
import { workOrderMessages } from '../../../../contract/work-orders/messages';
import type { LabourRateChoice } from '../work-order-edits';

interface Rate {
  id: string;
  name: string;
  rate: number;
}
interface CustomJob {
  id: string;
  name: string;
  time: string;
  labourRate: string;
}

/** Said instead of a rate when the device knows none of the account's: a rate is never made up (issue 42). */
const noRatesWords =
  'Your account’s labour rates are not on this device yet: they come with the work orders once the tablet is ' +
  'online. Until then a job can be added only at no charge, with the reason.';
const ratesLoadingWords = 'Reading your account’s labour rates…';
const needsReason = 'Say why this job is not charged (goodwill, warranty…) to add it.';
/** The rate select's value for a job charged at no rate of the account's. */
const OVERRIDE = 'override';

/**
 * Adding a job: a repair-time task found by words or in the tree (group → subgroup → task), or a
 * custom job, at the labour rate chosen: one of the account's, or "No charge / override" with
 * the reason (goodwill, warranty), sent at £0 as an override the server records. With no rate
 * known, nothing can be added at a price and the form says why. The tree is the device's copy
 * when offline.
 */
export function AddJob({
  tree,
  treeState,
  rates,
  ratesLoading = false,
  customJobs,
  currency,
  disabled,
  onTask,
  onCustom,
}: {
  tree: readonly RepairTaskGroup[];
  treeState: 'ready' | 'loading' | 'no-vehicle' | 'unavailable';
  rates: readonly Rate[];
  /** The account's rates are still being read (the device's copy, or the server without one). */
  ratesLoading?: boolean;
  customJobs: readonly CustomJob[];
  currency: string;
  disabled: boolean;
  onTask: (task: RepairTask, rate: LabourRateChoice) => void;
  onCustom: (job: { description: string; time: string; customJob: string | null }, rate: LabourRateChoice) => void;
}) {
  const [rateId, setRateId] = useState('');
  const [text, setText] = useState('');
  const [custom, setCustom] = useState({ description: '', time: '' });
  // Which field of the custom job is wrong, so the message is shown beside it.
  const [customError, setCustomError] = useState<{ field: 'description' | 'time'; message: string } | null>(null);
  const errorId = useId();
  const [reason, setReason] = useState('');
  const rateNoteId = useId();
  const overriding = rateId === OVERRIDE;
  const rate = rates.find((candidate) => candidate.id === rateId) ?? rates[0];
  // No rate known, or an override without its reason: no job goes on, and `blocked` says why.
  const choice: LabourRateChoice | null = overriding
    ? reason.trim()
      ? { id: OVERRIDE, rate: 0, override: { reason: reason.trim() } }
      : null
    : rate
      ? { id: rate.id, rate: rate.rate }
      : null;
  const blocked = overriding
    ? reason.trim()
      ? null
      : needsReason
    : rate
      ? null
      : ratesLoading
        ? ratesLoadingWords
        : noRatesWords;
  const cannotAdd = disabled || choice === null;
  /** A saved custom job goes on at its own rate, unless "No charge" is chosen. */
  const savedChoice = (job: CustomJob): LabourRateChoice | null => {
    const saved = overriding ? undefined : rates.find((candidate) => candidate.id === job.labourRate);
    return saved ? { id: saved.id, rate: saved.rate } : choice;
  };
  const describedBy = blocked ? rateNoteId : undefined;
  const found = useMemo(() => matchingTasks(tree, text), [tree, text]);

  /** The custom job's time as HH:MM, shown so in the field; null (and said beside it) when unreadable. */
  const readCustomTime = (): string | null => {
    const time = readTypedTime(custom.time);
    if (time === null) setCustomError({ field: 'time', message: workOrderMessages.typedTime });
    else setCustom({ ...custom, time });
    return time;
  };
  const addCustom = () => {
    if (!choice) return;
    if (!custom.description.trim())
      return setCustomError({ field: 'description', message: 'Please say what the job is.' });
    const time = readCustomTime();
    if (time === null) return;
    setCustomError(null);
    onCustom({ description: custom.description.trim(), time, customJob: 'custom' }, choice);
    setCustom({ description: '', time: '' });
  };
  const leaveTime = () => {
    // Empty is said on Add, not while the person moves through the form.
    if (!custom.time.trim()) return;
    if (readCustomTime() !== null && customError?.field === 'time') setCustomError(null);
  };
  const errorOf = (field: 'description' | 'time') =>
    customError?.field === field ? (
      <p className="field__error" id={errorId} role="alert">
        {customError.message}
      </p>
    ) : null;
  const invalid = (field: 'description' | 'time') =>
    customError?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  const taskButton = (task: RepairTask) => (
    <li key={task.id} className="wo-task">
      <span className="wo-task__name">{task.description}</span>
      <span className="wo-task__time">{hundredthsToTime(task.value)} h</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={cannotAdd}
        onClick={() => choice && onTask(task, choice)}
        aria-label={`Add ${task.description}`}
        aria-describedby={describedBy}
      >
        Add
      </button>
    </li>
  );

  return (
    <div className="wo-add">
      <div className="field">
        <label className="field__label" htmlFor="wo-rate">
          Labour rate
        </label>
        <select
          id="wo-rate"
          className="field__input"
          value={overriding ? OVERRIDE : (rate?.id ?? '')}
          onChange={(e) => setRateId(e.target.value)}
          aria-describedby={describedBy}
        >
          {!rates.length && <option value="">{ratesLoading ? 'Reading…' : 'None on this device yet'}</option>}
          {rates.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} – {formatMoney(option.rate, currency)} an hour
            </option>
          ))}
          <option value={OVERRIDE}>No charge / override (goodwill, warranty)</option>
        </select>
      </div>
      {overriding && (
        <div className="field">
          <label className="field__label" htmlFor="wo-rate-reason">
            Reason for no charge
          </label>
          <input
            id="wo-rate-reason"
            className="field__input"
            required
            maxLength={200}
            value={reason}
            placeholder="For example: warranty, goodwill"
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={describedBy}
          />
        </div>
      )}
      {blocked && (
        <p className="muted" id={rateNoteId}>
          {blocked}
        </p>
      )}
      {treeState === 'no-vehicle' && (
        <p className="muted">Look the vehicle up to choose from its repair times. A custom job can be added now.</p>
      )}
      {treeState === 'loading' && <p className="muted">Loading the repair times…</p>}
      {treeState === 'unavailable' && (
        <p className="muted">The repair times for this vehicle are not on this device yet. Open it once online.</p>
      )}
      {treeState === 'ready' && (
        <>
          <div className="field">
            <label className="field__label" htmlFor="wo-task-search">
              Find a repair time
            </label>
            <input
              id="wo-task-search"
              className="field__input"
              type="search"
              value={text}
              placeholder="For example: front pads, timing belt, clutch"
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {text.trim() && (
            <ul className="wo-tasks" aria-label="Repair times found">
              {found.length ? found.map(taskButton) : <li className="muted">No repair time matches.</li>}
            </ul>
          )}
          <div className="wo-tree" aria-label="Repair times by group">
            {tree.map((group) => (
              <details key={group.id} className="wo-tree__group">
                <summary>{group.description}</summary>
                {group.subgroups.map((subgroup) => (
                  <div key={subgroup.id} className="wo-tree__subgroup">
                    <h3>{subgroup.description}</h3>
                    <ul className="wo-tasks">{subgroup.tasks.map(taskButton)}</ul>
                  </div>
                ))}
              </details>
            ))}
          </div>
          <p className="muted">
            Repair times from HaynesPro, used under their terms: <Link to="/repair-data-terms">repair data terms</Link>.
          </p>
        </>
      )}
      <fieldset className="wo-custom">
        <legend>Custom job</legend>
        {customJobs.length > 0 && (
          <div className="wo-custom__saved">
            {customJobs.map((job) => (
              <button
                key={job.id}
                type="button"
                className="button button--secondary"
                disabled={disabled || !savedChoice(job)}
                aria-describedby={savedChoice(job) ? undefined : describedBy}
                onClick={() => {
                  const jobChoice = savedChoice(job);
                  if (jobChoice) onCustom({ description: job.name, time: job.time, customJob: job.id }, jobChoice);
                }}
              >
                {job.name} ({job.time} h)
              </button>
            ))}
          </div>
        )}
        <div className="wo-custom__new">
          <div className={customError?.field === 'description' ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="wo-custom-name">
              What the job is
            </label>
            <input
              id="wo-custom-name"
              className="field__input"
              value={custom.description}
              onChange={(event) => setCustom({ ...custom, description: event.target.value })}
              {...invalid('description')}
            />
            {errorOf('description')}
          </div>
          <div className={customError?.field === 'time' ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="wo-custom-time">
              Time
            </label>
            {/* A text keyboard: a numeric one has no ':', 'h' or 'm'. Read as HH:MM on leaving. */}
            <input
              id="wo-custom-time"
              className="field__input"
              placeholder="1:30"
              value={custom.time}
              onChange={(event) => setCustom({ ...custom, time: event.target.value })}
              onBlur={leaveTime}
              {...invalid('time')}
            />
            {errorOf('time')}
          </div>
          <button
            type="button"
            className="button button--secondary"
            disabled={cannotAdd}
            aria-describedby={describedBy}
            onClick={addCustom}
          >
            Add custom job
          </button>
        </div>
      </fieldset>
    </div>
  );
}
