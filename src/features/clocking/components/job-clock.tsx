import '../clocking.css';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { clockingWords } from '../clocking-words';
import { hoursAndMinutes, minutesOf, workedLevel, workedOnJob } from '../device-clock';
import { useClockingContext } from './clocking-provider';
import { ClockNotes } from './clock-notes';

const levelWords = { within: '', half: 'past half the sold time', nearly: 'past 90% of the sold time' } as const;

/**
 * A job line's clock (issue 47): worked against sold time, live while anyone is clocked on it, and
 * "Clock on" / "Clock off" for the technician on the tablet. What the server says about these
 * clocks (refused, flagged, still waiting) shows beside the button.
 */
export function JobClock({
  workOrder,
  job,
  description,
  soldTime,
  locked = false,
}: {
  workOrder: string;
  job: string;
  description: string;
  /** The job's charged time, 'HH:MM'. */
  soldTime: string;
  locked?: boolean;
}) {
  const { reading, rows, now, current, running, clock } = useClockingContext();
  const [error, setError] = useState<string | null>(null);
  const worked = workedOnJob(reading.segments, workOrder, job, now);
  const sold = minutesOf(soldTime);
  const level = workedLevel(worked, sold);
  const onThis = running?.kind === 'job' && running.workOrder === workOrder && running.job === job;
  // This job's clocks by the technician on the tablet: the ones they will look at here.
  const mine = rows.filter(
    (row) => row.event.job === job && row.event.workOrder === workOrder && row.event.technician === current?.id,
  );
  const act = () => {
    if (!current) return setError(clockingWords.switchFirst);
    setError(null);
    clock(onThis ? { kind: 'job-off', workOrder, job } : { kind: 'job-on', workOrder, job }).catch((failure: unknown) =>
      setError(errorMessage(failure)),
    );
  };
  return (
    <div className="clock-job">
      <p className={`clock-job__worked clock-job__worked--${level}`}>
        <span className="visually-hidden">Worked </span>
        {hoursAndMinutes(worked)} of {hoursAndMinutes(sold * 60_000)}
        {level !== 'within' && <span className="visually-hidden">, {levelWords[level]}</span>}
        {onThis && <span className="clock-job__live"> · {current?.name} on it</span>}
      </p>
      {!locked && (
        <button
          type="button"
          className={onThis ? 'button button--secondary button--small' : 'button button--primary button--small'}
          aria-label={`${onThis ? 'Clock off' : 'Clock on'} ${description}`}
          onClick={act}
        >
          {onThis ? 'Clock off' : 'Clock on'}
        </button>
      )}
      <ClockNotes rows={mine.slice(-3)} error={error} />
    </div>
  );
}
