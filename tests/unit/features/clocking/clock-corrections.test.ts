import { describe, expect, it } from 'vitest';
import type { ClockEvent } from '../../../../contract/clocking/schemas';
import {
  correctionEvents,
  correctionWords,
  segmentsOfDay,
  type DaySegment,
} from '../../../../src/features/clocking/clock-corrections';

const TOM = '01936b2e-0000-7000-8000-00000000b001';
const WO = '01936b2e-0000-7000-8000-00000000d001';
const PADS = '01936b2e-0000-7000-8000-00000000e001';
const DAY = '2026-03-11';
const at = (time: string, day = DAY) => `${day}T${time}:00.000Z`;
const settings = {
  technician: TOM,
  day: DAY,
  shiftEnd: '18:00',
  timeZone: 'Europe/London',
  now: Date.parse(at('09:00', '2026-03-20')),
};

let n = 0;
function event(kind: ClockEvent['kind'], time: string, over: Partial<ClockEvent> = {}): ClockEvent {
  n += 1;
  return {
    id: `01936b2e-0000-7000-8000-0000000f${String(n).padStart(4, '0')}`,
    technician: TOM,
    kind,
    workOrder: kind === 'job-on' ? WO : null,
    job: kind === 'job-on' ? PADS : null,
    reason: kind === 'indirect' ? 'road-test' : null,
    deviceTime: at(time),
    device: 'Bay tablet',
    from: null,
    replaces: null,
    editReason: null,
    receivedAt: at(time),
    recordedBy: null,
    flags: [],
    ...over,
  };
}

/** Tom's day: a job from 08:02, a road test from 15:30 never clocked off. */
function forgottenDay() {
  const events = [event('shift-start', '08:00'), event('job-on', '08:02'), event('indirect', '15:30')];
  events[2]!.flags = ['clock-skew'];
  return events;
}
const context = (events: ClockEvent[]) => ({ day: DAY, timeZone: 'Europe/London', now: settings.now, events });

describe('a technician’s day for the manager (issue 47)', () => {
  it('reads the day’s segments with the rules’ and the server’s flags', () => {
    const lines = segmentsOfDay(forgottenDay(), settings);
    expect(lines.map((line) => [line.segment.kind, new Date(line.segment.end!).toISOString()])).toEqual([
      ['job', at('15:30')],
      ['indirect', at('18:00')],
    ]);
    expect(lines[1]!.flags).toEqual(['forgotten-closed', 'clock-skew']);
    // The job's end is the road test's start, whose tablet clock was out: the job shows it too.
    expect(lines[0]!.flags).toEqual(['clock-skew']);
    // Another tablet's clock ended the job: an overlap the server found is shown on it.
    const overlapped = forgottenDay();
    overlapped[2]!.device = 'Second tablet';
    overlapped[1]!.flags = ['overlap-closed'];
    expect(segmentsOfDay(overlapped, settings)[0]!.flags).toEqual(['overlap-closed', 'clock-skew']);
  });

  it('shows an edited segment with its reason, who edited it and the time it replaced', () => {
    const events = forgottenDay();
    const edit = event('job-on', '08:15', {
      replaces: events[1]!.id,
      editReason: 'Started after the handover',
      recordedBy: 'Sam Holroyd',
    });
    events[1]!.flags = ['edited'];
    const [job] = segmentsOfDay([...events, edit], settings);
    expect(new Date(job!.segment.start).toISOString()).toBe(at('08:15'));
    expect(job!.edits).toEqual([
      { reason: 'Started after the handover', by: 'Sam Holroyd', was: Date.parse(at('08:02')) },
    ]);
  });

  it('corrects a start by replacing the event that started it', () => {
    const events = forgottenDay();
    const [job] = segmentsOfDay(events, settings) as [DaySegment];
    const made = correctionEvents(job, { start: '08:15', end: '15:30', reason: ' Handover ' }, context(events));
    expect('events' in made && made.events).toMatchObject([
      {
        kind: 'job-on',
        workOrder: WO,
        job: PADS,
        deviceTime: at('08:15'),
        replaces: events[1]!.id,
        editReason: 'Handover',
      },
    ]);
  });

  it('corrects a forgotten clock’s end with a shift end, and a clocked end by replacing its event', () => {
    const events = forgottenDay();
    const [job, roadTest] = segmentsOfDay(events, settings) as [DaySegment, DaySegment];
    const closed = correctionEvents(roadTest, { start: '15:30', end: '16:45', reason: 'Forgot' }, context(events));
    expect('events' in closed && closed.events).toMatchObject([
      { kind: 'shift-end', deviceTime: at('16:45'), replaces: null, editReason: 'Forgot', from: events[2]!.id },
    ]);
    const moved = correctionEvents(
      job,
      { start: '08:02', end: '15:10', reason: 'Road test began earlier' },
      context(events),
    );
    expect('events' in moved && moved.events).toMatchObject([
      { kind: 'indirect', reason: 'road-test', deviceTime: at('15:10'), replaces: events[2]!.id },
    ]);
  });

  it('says what is wrong beside the field and makes no event', () => {
    const events = forgottenDay();
    const [job] = segmentsOfDay(events, settings) as [DaySegment];
    const ask = (start: string, end: string, reason = 'A reason') =>
      correctionEvents(job, { start, end, reason }, context(events));
    expect(ask('08:05', '15:30', '  ')).toEqual({ errors: { reason: correctionWords.reason } });
    // Every field's refusal at once: the reason and the order of the times.
    expect(ask('09:00', '08:30', '')).toEqual({
      errors: { reason: correctionWords.reason, end: correctionWords.order },
    });
    expect(ask('8', '15:30')).toEqual({ errors: { start: correctionWords.time } });
    expect(ask('09:00', '08:30')).toEqual({ errors: { end: correctionWords.order } });
    expect(ask('08:02', '15:30')).toEqual({ errors: { start: correctionWords.nothing } });
    const tomorrow = correctionEvents(
      job,
      { start: '08:02', end: '15:45', reason: 'x' },
      {
        ...context(events),
        now: Date.parse(at('12:00')),
      },
    );
    expect(tomorrow).toEqual({ errors: { end: correctionWords.ahead } });
  });
});
