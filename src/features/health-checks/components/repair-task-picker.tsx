import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { matchingTasks } from '../../../../contract/repair-data/matching-tasks';
import type { RepairTask } from '../../../../contract/repair-data/schemas';
import { hundredthsToTime } from '../../../../contract/work-orders/pricing/time';
import type { CheckRepairTimes } from '../hooks/use-check-repair-times';
import { checkTime } from '../recommended-job';

const stateWords = {
  'no-vehicle':
    'This check’s vehicle is not known here (no work order with a looked-up vehicle): describe the job below.',
  loading: 'Loading the repair times…',
  unavailable: 'The repair times for this vehicle are not on this device yet. Open the check once online.',
} as const;

/**
 * Choosing the recommended job from the vehicle's repair times (issue 46), found by words or in
 * the tree (group → subgroup → task), as on the work order: choosing a task fills the job's
 * description and book time. The tree is the device's copy when offline.
 */
export function RepairTaskPicker({
  itemName,
  times,
  disabled,
  onChoose,
}: {
  itemName: string;
  times: CheckRepairTimes;
  disabled: boolean;
  onChoose: (task: RepairTask) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const id = useId();
  const found = useMemo(() => matchingTasks(times.tree, text), [times.tree, text]);
  const choose = (task: RepairTask) => {
    onChoose(task);
    setOpen(false);
    setText('');
  };
  const taskRow = (task: RepairTask) => (
    <li key={task.id} className="hc-job__row">
      <span className="hc-job__name">{task.description}</span>
      <span className="hc-job__figure">{checkTime(hundredthsToTime(task.value))} h</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled}
        aria-label={`Choose ${task.description}`}
        onClick={() => choose(task)}
      >
        Choose
      </button>
    </li>
  );

  return (
    <div className="hc-job__picker">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={`${id}-times`}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close the repair times' : 'Choose from repair times'}
        <span className="visually-hidden"> for {itemName}</span>
      </button>
      {open && (
        <div id={`${id}-times`} className="hc-job__times">
          {times.state !== 'ready' ? (
            <p className="muted">{stateWords[times.state]}</p>
          ) : (
            <>
              <div className="field">
                <label className="field__label" htmlFor={`${id}-search`}>
                  Find a repair time
                </label>
                <input
                  id={`${id}-search`}
                  className="field__input"
                  type="search"
                  value={text}
                  placeholder="For example: front pads, wiper"
                  onChange={(event) => setText(event.target.value)}
                />
              </div>
              {text.trim() && (
                <ul className="hc-job__list" aria-label="Repair times found">
                  {found.length ? found.map(taskRow) : <li className="muted">No repair time matches.</li>}
                </ul>
              )}
              <div aria-label="Repair times by group" role="group">
                {times.tree.map((group) => (
                  <details key={group.id} className="hc-job__group">
                    <summary>{group.description}</summary>
                    {group.subgroups.map((subgroup) => (
                      <div key={subgroup.id}>
                        <h4 className="hc-job__subgroup">{subgroup.description}</h4>
                        <ul className="hc-job__list">{subgroup.tasks.map(taskRow)}</ul>
                      </div>
                    ))}
                  </details>
                ))}
              </div>
              <p className="muted">
                Repair times from HaynesPro, used under their terms:{' '}
                <Link to="/repair-data-terms">repair data terms</Link>.
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
