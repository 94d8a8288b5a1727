import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RepairTask, RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { hundredthsToTime } from '../../../../contract/work-orders/pricing/time';
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

/** Tasks whose description has every word typed ("front pads" finds "Front brake pads - renew"). */
export function matchingTasks(tree: readonly RepairTaskGroup[], text: string, limit = 30): RepairTask[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const tasks = tree.flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.tasks));
  return tasks
    .filter((task) => {
      const description = task.description.toLowerCase();
      return words.every((word) => description.includes(word));
    })
    .slice(0, limit);
}

/**
 * Adding a job: a repair-time task found by words or in the tree (group → subgroup → task), or a
 * custom job, at the labour rate chosen. The tree is the device's copy when offline.
 */
export function AddJob({
  tree,
  treeState,
  rates,
  customJobs,
  currency,
  disabled,
  onTask,
  onCustom,
}: {
  tree: readonly RepairTaskGroup[];
  treeState: 'ready' | 'loading' | 'no-vehicle' | 'unavailable';
  rates: readonly Rate[];
  customJobs: readonly CustomJob[];
  currency: string;
  disabled: boolean;
  onTask: (task: RepairTask, rate: LabourRateChoice) => void;
  onCustom: (job: { description: string; time: string; customJob: string | null }, rate: LabourRateChoice) => void;
}) {
  const [rateId, setRateId] = useState('');
  const [text, setText] = useState('');
  const [custom, setCustom] = useState({ description: '', time: '' });
  const [customError, setCustomError] = useState<string | null>(null);
  const rate = rates.find((candidate) => candidate.id === rateId) ?? rates[0];
  const choice: LabourRateChoice = rate ? { id: rate.id, rate: rate.rate } : { id: 'standard', rate: 0 };
  const found = useMemo(() => matchingTasks(tree, text), [tree, text]);

  const addCustom = () => {
    if (!custom.description.trim()) return setCustomError('Please say what the job is.');
    if (!/^\d{2,3}:[0-5]\d$/.test(custom.time.trim()))
      return setCustomError('Please enter the time as HH:MM, for example 01:30.');
    setCustomError(null);
    onCustom({ description: custom.description.trim(), time: custom.time.trim(), customJob: 'custom' }, choice);
    setCustom({ description: '', time: '' });
  };

  const taskButton = (task: RepairTask) => (
    <li key={task.id} className="wo-task">
      <span className="wo-task__name">{task.description}</span>
      <span className="wo-task__time">{hundredthsToTime(task.value)} h</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled}
        onClick={() => onTask(task, choice)}
        aria-label={`Add ${task.description}`}
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
          value={rate?.id ?? ''}
          onChange={(e) => setRateId(e.target.value)}
        >
          {rates.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} – {formatMoney(option.rate, currency)} an hour
            </option>
          ))}
        </select>
      </div>
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
                disabled={disabled}
                onClick={() => {
                  const saved = rates.find((candidate) => candidate.id === job.labourRate);
                  onCustom(
                    { description: job.name, time: job.time, customJob: job.id },
                    saved ? { id: saved.id, rate: saved.rate } : choice,
                  );
                }}
              >
                {job.name} ({job.time} h)
              </button>
            ))}
          </div>
        )}
        <div className="wo-custom__new">
          <div className="field">
            <label className="field__label" htmlFor="wo-custom-name">
              What the job is
            </label>
            <input
              id="wo-custom-name"
              className="field__input"
              value={custom.description}
              onChange={(event) => setCustom({ ...custom, description: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="wo-custom-time">
              Time (HH:MM)
            </label>
            <input
              id="wo-custom-time"
              className="field__input"
              inputMode="numeric"
              placeholder="01:00"
              value={custom.time}
              onChange={(event) => setCustom({ ...custom, time: event.target.value })}
            />
          </div>
          <button type="button" className="button button--secondary" disabled={disabled} onClick={addCustom}>
            Add custom job
          </button>
        </div>
        {customError && (
          <p className="field__error" role="alert">
            {customError}
          </p>
        )}
      </fieldset>
    </div>
  );
}
