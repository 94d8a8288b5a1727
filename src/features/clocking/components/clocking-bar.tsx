import '../clocking.css';
import { useId, useState } from 'react';
import { indirectReasons, type IndirectReason } from '../../../../contract/clocking/schemas';
import { errorMessage } from '../../../api/api-error';
import { clockingWords, reasonWords } from '../clocking-words';
import { hoursAndMinutes } from '../device-clock';
import { useJobName } from '../hooks/use-job-name';
import { useClockingContext } from './clocking-provider';
import { ClockNotes } from './clock-notes';
import { TechnicianSwitch } from './technician-switch';

/**
 * The clocking bar (issue 47): who is on the tablet and what they are clocked onto, for how long,
 * with a pause for a break, indirect time with its reason and the end of the shift. Clocking onto
 * anything ends the clock running, as the contract's rules say; the device shows it at once.
 */
export function ClockingBar() {
  const { current, running, now, rows, clock } = useClockingContext();
  const [reason, setReason] = useState<IndirectReason>('waiting-for-parts');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const jobName = useJobName(running?.workOrder ?? null, running?.job ?? null);

  const act = (request: Parameters<typeof clock>[0]) => {
    if (!current) return setError(clockingWords.switchFirst);
    setError(null);
    clock(request).catch((failure: unknown) => setError(errorMessage(failure)));
  };
  // The bar's own clocks (breaks, indirect time, shift ends) by the technician on the tablet.
  const mine = rows.filter(
    (row) => row.event.technician === current?.id && row.event.kind !== 'job-on' && row.event.kind !== 'job-off',
  );
  const onWhat = !running
    ? 'Not clocked on'
    : running.kind === 'job'
      ? `On ${jobName ?? 'a job'}`
      : running.kind === 'break'
        ? 'On a break'
        : `Indirect time: ${running.reason ? reasonWords[running.reason] : ''}`;

  return (
    <section className="clock-bar card" aria-label="Clocking">
      <TechnicianSwitch />
      {current && (
        <>
          <p className="clock-bar__now">
            {onWhat}
            {running && <> · {hoursAndMinutes(now - running.start)}</>}
          </p>
          <div className="clock-bar__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={running?.kind === 'break'}
              onClick={() => act({ kind: 'break' })}
            >
              Pause (break)
            </button>
            <div className="clock-bar__indirect">
              <label htmlFor={reasonId} className="visually-hidden">
                Reason for indirect time
              </label>
              <select
                id={reasonId}
                className="field__input"
                value={reason}
                onChange={(event) => setReason(event.target.value as IndirectReason)}
              >
                {indirectReasons.map((option) => (
                  <option key={option} value={option}>
                    {reasonWords[option]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => act({ kind: 'indirect', reason })}
              >
                Indirect time
              </button>
            </div>
            <button
              type="button"
              className="button button--ghost"
              disabled={!running}
              onClick={() => act({ kind: 'shift-end' })}
            >
              End shift
            </button>
          </div>
        </>
      )}
      <ClockNotes rows={mine.slice(-3)} error={error} />
    </section>
  );
}
