import { describe, expect, it } from 'vitest';
import type { RecordClockEvent } from '../../../../contract/clocking/schemas';
import type { ClockEventRow } from '../../../../src/db/clocking';
import {
  flagsOf,
  hoursAndMinutes,
  minutesOf,
  readDeviceClocks,
  runningSegment,
  workedLevel,
  workedOnJob,
} from '../../../../src/features/clocking/device-clock';

const TOM = '01936b2e-0000-7000-8000-00000000b001';
const WO = '01936b2e-0000-7000-8000-00000000d001';
const PADS = '01936b2e-0000-7000-8000-00000000e001';
const FILTER = '01936b2e-0000-7000-8000-00000000e002';
const at = (time: string) => `2026-12-07T${time}:00.000Z`;
let n = 0;
function row(kind: RecordClockEvent['kind'], time: string, over: Partial<RecordClockEvent> = {}): ClockEventRow {
  n += 1;
  const event: RecordClockEvent = {
    id: `01936b2e-0000-7000-8000-0000000f${String(n).padStart(4, '0')}`,
    technician: TOM,
    kind,
    workOrder: null,
    job: null,
    reason: null,
    deviceTime: at(time),
    device: 'Bay tablet',
    replaces: null,
    editReason: null,
    ...over,
  };
  return { id: event.id, userId: 'u1', event, server: null, problem: null };
}
const now = Date.parse(at('10:00'));

describe('the tablet’s reading of its clocks (the contract’s rules)', () => {
  it('ends the running clock when the technician clocks onto another job or a break, with no gap', () => {
    const pads = row('job-on', '08:00', { workOrder: WO, job: PADS });
    const filter = row('job-on', '08:48', { workOrder: WO, job: FILTER, from: pads.id });
    const pause = row('break', '09:30', { from: filter.id });
    const { segments } = readDeviceClocks([pause, pads, filter], now);
    expect(segments.map((s) => [s.kind, s.job, s.end === null ? null : new Date(s.end).toISOString()])).toEqual([
      ['job', PADS, at('08:48')],
      ['job', FILTER, at('09:30')],
      ['break', null, null],
    ]);
    expect(runningSegment(segments, TOM)?.kind).toBe('break');
    expect(hoursAndMinutes(workedOnJob(segments, WO, PADS, now))).toBe('0:48');
    expect(hoursAndMinutes(workedOnJob(segments, WO, FILTER, now))).toBe('0:42');
  });

  it('counts a running clock up to now, so the line ticks', () => {
    const { segments } = readDeviceClocks([row('job-on', '09:00', { workOrder: WO, job: PADS })], now);
    expect(hoursAndMinutes(workedOnJob(segments, WO, PADS, now))).toBe('1:00');
    expect(hoursAndMinutes(workedOnJob(segments, WO, PADS, now + 90_000))).toBe('1:01');
  });

  it('leaves out a clock the server refused', () => {
    const refused = {
      ...row('job-on', '09:00', { workOrder: WO, job: PADS }),
      problem: 'This job is not on the work order.',
    };
    expect(readDeviceClocks([refused], now).segments).toEqual([]);
  });

  it('shows the server’s flags the technician must see, not the ones for the record', () => {
    const answered = row('job-on', '09:00', { workOrder: WO, job: PADS });
    answered.server = {
      ...answered.event,
      from: null,
      receivedAt: at('09:01'),
      recordedBy: 'Sam Holroyd',
      flags: ['overlap-closed', 'no-effect', 'clock-skew'],
    };
    expect(flagsOf(answered)).toEqual(['overlap-closed', 'clock-skew']);
  });
});

describe('worked against sold time', () => {
  it('reads the charged time and writes hours and minutes', () => {
    expect(minutesOf('01:06')).toBe(66);
    expect(minutesOf('')).toBe(0);
    expect(hoursAndMinutes(48 * 60_000 + 59_999)).toBe('0:48');
    expect(hoursAndMinutes(125 * 60_000)).toBe('2:05');
  });

  it('is amber past half the sold time and red past 90%', () => {
    const min = 60_000;
    expect(workedLevel(33 * min, 66)).toBe('within');
    expect(workedLevel(34 * min, 66)).toBe('half');
    expect(workedLevel(59 * min, 66)).toBe('half');
    expect(workedLevel(60 * min, 66)).toBe('nearly');
    expect(workedLevel(0, 0)).toBe('within');
    expect(workedLevel(min, 0)).toBe('nearly');
  });
});
