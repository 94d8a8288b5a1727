import '../clocking.css';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { localDayOf, nextDay } from '../../../../contract/clocking/local-time';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { useTechnicianDay } from '../api/technician-day';
import { segmentsOfDay, timeOfDay, type DaySegment } from '../clock-corrections';
import { flagWords, reasonWords } from '../clocking-words';
import { hoursAndMinutes } from '../device-clock';
import { ClockingProvider, useClockingContext } from './clocking-provider';
import { SegmentCorrection } from './segment-correction';
import { TechnicianSwitch } from './technician-switch';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** 'Wednesday 11 March 2026' (ICU puts a comma after the weekday in some versions, not others). */
const longDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const rest = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${weekday} ${rest}`;
};

/** What the manager reads about a segment: the rules' flags, and the edits that made it. */
function SegmentNotes({ line, timeZone }: { line: DaySegment; timeZone: string }) {
  if (line.flags.length === 0 && line.edits.length === 0) return null;
  return (
    <ul className="clock-day__notes">
      {line.flags.map((flag) => (
        <li key={flag} className="clock-day__flag">
          {flagWords[flag]}
        </li>
      ))}
      {line.edits.map((edit, index) => (
        <li key={index} className="clock-day__edited">
          <strong>Edited</strong>
          {edit.by ? ` by ${edit.by}` : ''}
          {edit.was !== null ? ` (was ${timeOfDay(edit.was, timeZone)})` : ''}: {edit.reason}
        </li>
      ))}
    </ul>
  );
}

function DaySegments({ technician, day }: { technician: string; day: string }) {
  const { userId, online, current, settings } = useClockingContext();
  const { timeZone } = settings;
  const read = useTechnicianDay(userId, technician, day, timeZone);
  const queryClient = useQueryClient();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const data = read.data?.value;
  const lines = useMemo(
    () =>
      data
        ? segmentsOfDay(data.events, { technician, day, shiftEnd: settings.shiftEnd, timeZone, now: Date.now() })
        : [],
    [data, technician, day, settings.shiftEnd, timeZone],
  );
  const manager = current?.role === 'manager';

  if (read.isPending) return <Spinner label="Reading the clocks" />;
  if (!read.data || !data) return <ErrorBanner>{errorMessage(read.error)}</ErrorBanner>;
  const name = data.technician?.name ?? 'This technician';
  const what = (line: DaySegment) =>
    line.segment.kind === 'job'
      ? (data.jobNames[line.segment.job ?? ''] ?? 'A job')
      : line.segment.kind === 'break'
        ? 'Break'
        : `Indirect: ${line.segment.reason ? reasonWords[line.segment.reason] : ''}`;

  return (
    <section className="clock-day card" aria-labelledby="clock-day-title">
      <h2 id="clock-day-title">
        {name}, {longDay(day)}
      </h2>
      <SavedCopy updatedAt={read.data.savedAt} failed={read.data.fromDevice} />
      {!manager && (
        <p className="muted">Only a manager can correct a clock. A manager switches onto this tablet with their PIN.</p>
      )}
      {lines.length === 0 ? (
        <p className="muted">No clocks on this day.</p>
      ) : (
        <ol className="clock-day__list" aria-label={`${name}’s clocks`}>
          {lines.map((line) => {
            const { segment } = line;
            const label = `${what(line)}, ${timeOfDay(segment.start, timeZone)}`;
            return (
              <li key={segment.startEvent} className="clock-day__line" aria-label={label}>
                <div className="clock-day__summary">
                  <span className="clock-day__what">{what(line)}</span>
                  <span>
                    {timeOfDay(segment.start, timeZone)}–
                    {segment.end === null ? 'now' : timeOfDay(segment.end, timeZone)}
                  </span>
                  <span>{hoursAndMinutes((segment.end ?? Date.now()) - segment.start)}</span>
                  {manager && correcting !== segment.startEvent && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Correct ${label}`}
                      onClick={() => setCorrecting(segment.startEvent)}
                    >
                      Correct
                    </button>
                  )}
                </div>
                <SegmentNotes line={line} timeZone={timeZone} />
                {manager && correcting === segment.startEvent && (
                  <SegmentCorrection
                    line={line}
                    day={day}
                    timeZone={timeZone}
                    events={data.events}
                    online={online}
                    onCancel={() => setCorrecting(null)}
                    onDone={() => {
                      setCorrecting(null);
                      void queryClient.invalidateQueries({ queryKey: ['clocking', 'day', userId, technician] });
                    }}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * /workshop/clocks?technician=…&day=… (issue 47): a technician's day of segments as the rules read
 * the server's clocks, with what the manager must check (forgotten, overlapping, a tablet's clock
 * out) and the corrections already made. A manager on the tablet corrects a start or an end with
 * a reason; a technician sees the day but not the correction.
 */
export function TechnicianDayPage() {
  const [params, setParams] = useSearchParams();
  const technician = params.get('technician') ?? '';
  const today = localDayOf(Date.now(), 'Europe/London');
  const day = isDay(params.get('day')) ? (params.get('day') as string) : today;
  const [draft, setDraft] = useState(day);
  const go = (to: string) => {
    setDraft(to);
    setParams({ technician, day: to }, { replace: true });
  };
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (isDay(draft)) go(draft);
  };

  return (
    <Page title="A technician’s day" intro="Each clock of the day as the rules read it, with what to check.">
      <p>
        <Link to="/workshop/figures">Back to the technician figures</Link>
      </p>
      {!technician ? (
        <ErrorBanner>Please choose a technician from the figures.</ErrorBanner>
      ) : (
        <ClockingProvider>
          <div className="clock-day-page">
            <form className="clock-day__period" onSubmit={show} aria-label="Choose the day">
              <div className="field">
                <label className="field__label" htmlFor="clock-day-date">
                  Day
                </label>
                <input
                  id="clock-day-date"
                  className="field__input"
                  type="date"
                  value={draft}
                  max={today}
                  required
                  onChange={(event) => setDraft(event.target.value)}
                />
              </div>
              <button type="submit" className="button button--primary">
                Show
              </button>
              <button type="button" className="button button--secondary" onClick={() => go(dayBefore(day))}>
                Day before
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={day >= today}
                onClick={() => go(nextDay(day))}
              >
                Day after
              </button>
            </form>
            <div className="card">
              <TechnicianSwitch />
            </div>
            <DaySegments technician={technician} day={day} />
          </div>
        </ClockingProvider>
      )}
    </Page>
  );
}
