import { describe, expect, it } from 'vitest';
import { readClocks } from '../../../contract/clocking/segments';
import { at, clock, JOB_A, JOB_B, jobOn, settings, TOM } from './clock-fixtures';

const DAY = '2026-01-12';
const span = (segment: { start: number; end: number | null }) => [
  new Date(segment.start).toISOString().slice(11, 16),
  segment.end === null ? null : new Date(segment.end).toISOString().slice(11, 16),
];

describe('clock segments', () => {
  it('clocking onto a job ends the one running, with no gap and no overlap', () => {
    const events = [
      clock('shift-start', at(DAY, '08:00')),
      jobOn(at(DAY, '08:05'), JOB_A),
      jobOn(at(DAY, '10:30'), JOB_B),
      clock('break', at(DAY, '12:30')),
      clock('indirect', at(DAY, '13:00'), { reason: 'road-test' }),
      clock('shift-end', at(DAY, '17:00')),
    ];
    const { segments, shifts, eventFlags } = readClocks(events, settings());
    expect(segments.map(span)).toEqual([
      ['08:05', '10:30'],
      ['10:30', '12:30'],
      ['12:30', '13:00'],
      ['13:00', '17:00'],
    ]);
    expect(segments.map((segment) => segment.kind)).toEqual(['job', 'job', 'break', 'indirect']);
    expect(shifts.map(span)).toEqual([['08:00', '17:00']]);
    expect(eventFlags.size).toBe(0);
  });

  it('a clock off a job the technician is no longer on changes nothing', () => {
    const events = [
      jobOn(at(DAY, '08:00'), JOB_A),
      jobOn(at(DAY, '09:00'), JOB_B),
      clock('job-off', at(DAY, '09:30'), { job: JOB_A }),
    ];
    const { segments, eventFlags } = readClocks(events, settings(at(DAY, '12:00')));
    expect(segments.map(span)).toEqual([
      ['08:00', '09:00'],
      ['09:00', null],
    ]);
    expect(eventFlags.get(events[2]!.id)).toEqual(['no-effect']);
  });

  it('two devices that did not know each other: the earlier closed at the later start, flagged', () => {
    // Bay 1 is offline: Tom on job A at 09:00, off it at 10:00. Bay 2, online, puts him on job B at 09:30.
    const onA = jobOn(at(DAY, '09:00'), JOB_A, { device: 'bay-1', from: null });
    const onB = jobOn(at(DAY, '09:30'), JOB_B, { device: 'bay-2', from: null });
    const offA = clock('job-off', at(DAY, '10:00'), { device: 'bay-1', job: JOB_A, from: onA.id });
    const { segments, eventFlags } = readClocks([onB, offA, onA], settings(at(DAY, '12:00')));
    expect(segments.map(span)).toEqual([
      ['09:00', '09:30'],
      ['09:30', null],
    ]);
    expect(segments[0]!.flags).toEqual(['overlap-closed']);
    expect(eventFlags.get(onA.id)).toContain('overlap-closed');
    expect(eventFlags.get(offA.id)).toContain('no-effect');
  });

  it('a technician who walks to another tablet, both online, is not flagged', () => {
    const onA = jobOn(at(DAY, '09:00'), JOB_A, { device: 'bay-1', from: null });
    const onB = jobOn(at(DAY, '09:30'), JOB_B, { device: 'bay-2', from: onA.id });
    const later = jobOn(at(DAY, '11:00'), JOB_A, { device: 'bay-1', from: onB.id });
    const { segments, eventFlags } = readClocks([onA, onB, later], settings(at(DAY, '12:00')));
    expect(segments.every((segment) => segment.flags.length === 0)).toBe(true);
    expect(eventFlags.size).toBe(0);
  });

  it('a clock forgotten overnight is closed at the shift end and flagged; a late finish is not', () => {
    const forgotten = jobOn(at(DAY, '16:00'), JOB_A);
    const nextMorning = jobOn(at('2026-01-13', '08:00'), JOB_B);
    const lateOn = jobOn(at('2026-01-14', '16:00'), JOB_A);
    const lateOff = clock('job-off', at('2026-01-14', '19:30'), { job: JOB_A });
    const { segments, shifts, eventFlags } = readClocks(
      [forgotten, nextMorning, clock('job-off', at('2026-01-13', '12:00')), lateOn, lateOff],
      settings(),
    );
    expect(segments.map(span)).toEqual([
      ['16:00', '18:00'],
      ['08:00', '12:00'],
      ['16:00', '19:30'],
    ]);
    expect(segments.map((segment) => segment.flags)).toEqual([['forgotten-closed'], [], []]);
    expect(eventFlags.get(forgotten.id)).toEqual(['forgotten-closed']);
    // The shifts, none ended: each closed at its shift end, or after its last clock (19:30).
    expect(shifts.map(span)).toEqual([
      ['16:00', '18:00'],
      ['08:00', '18:00'],
      ['16:00', '19:30'],
    ]);
    expect(shifts.map((shift) => shift.technician)).toEqual([TOM, TOM, TOM]);
  });

  it('a job over midnight, ended before the next shift end, is work', () => {
    const on = jobOn(at(DAY, '22:00'), JOB_A);
    const off = clock('shift-end', at('2026-01-13', '01:30'));
    const { segments, eventFlags } = readClocks([off, on], settings());
    expect(segments.map(span)).toEqual([['22:00', '01:30']]);
    expect(eventFlags.size).toBe(0);
  });

  it('a manager’s edit replaces the event; the original stays, flagged', () => {
    const on = jobOn(at(DAY, '08:00'), JOB_A);
    const wrongOff = clock('job-off', at(DAY, '16:00'), { job: JOB_A });
    const edit = clock('job-off', at(DAY, '12:00'), { job: JOB_A, replaces: wrongOff.id });
    const { segments, eventFlags } = readClocks([on, wrongOff, edit], settings());
    expect(segments.map(span)).toEqual([['08:00', '12:00']]);
    expect(eventFlags.get(wrongOff.id)).toEqual(['edited']);
  });
});
