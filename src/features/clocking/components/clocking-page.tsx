import '../clocking.css';
import type { Segment } from '../../../../contract/clocking/clock-rules';
import { Page } from '../../../ui/page';
import { reasonWords } from '../clocking-words';
import { hoursAndMinutes } from '../device-clock';
import { useJobName } from '../hooks/use-job-name';
import { ClockingBar } from './clocking-bar';
import { ClockingProvider, useClockingContext } from './clocking-provider';

const timeOfDay = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

function SegmentLine({ segment, now }: { segment: Segment; now: number }) {
  const jobName = useJobName(segment.workOrder, segment.job);
  const what =
    segment.kind === 'job'
      ? (jobName ?? 'A job')
      : segment.kind === 'break'
        ? 'Break'
        : `Indirect: ${segment.reason ? reasonWords[segment.reason] : ''}`;
  return (
    <li className="clock-segments__line">
      <span>{what}</span>
      <span>
        {timeOfDay(segment.start)}–{segment.end === null ? 'now' : timeOfDay(segment.end)}
      </span>
      <span>{hoursAndMinutes((segment.end ?? now) - segment.start)}</span>
    </li>
  );
}

function TodaysClocks() {
  const { reading, current, now } = useClockingContext();
  if (!current) return null;
  const since = now - 86_400_000;
  const own = reading.segments
    .filter((segment) => segment.technician === current.id && (segment.end ?? now) > since)
    .sort((a, b) => b.start - a.start);
  return (
    <section className="clock-segments card" aria-labelledby="clock-today">
      <h2 id="clock-today">{current.name}’s clocks, last 24 hours</h2>
      {own.length ? (
        <ul className="clock-segments__list">
          {own.map((segment) => (
            <SegmentLine key={segment.startEvent} segment={segment} now={now} />
          ))}
        </ul>
      ) : (
        <p className="muted">No clocks yet. Clock onto a job from its work order.</p>
      )}
    </section>
  );
}

/** /clocking: the technician's own page on the bay tablet: switch, clock, and their clocks today. */
export function ClockingPage() {
  return (
    <Page title="Clocking" intro="Clock on and off jobs from their work order; breaks and indirect time here or there.">
      <ClockingProvider>
        <div className="clocking-page">
          <ClockingBar />
          <TodaysClocks />
        </div>
      </ClockingProvider>
    </Page>
  );
}
