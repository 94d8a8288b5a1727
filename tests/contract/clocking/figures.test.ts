import { describe, expect, it } from 'vitest';
import { figuresFor, type CompletedJob } from '../../../contract/clocking/figures';
import { figureWindows } from '../../../contract/clocking/periods';
import { readClocks } from '../../../contract/clocking/segments';
import { at, clock, JOB_A, JOB_B, JOB_C, jobOn, NIAMH, settings, TOM, WO1, WO2 } from './clock-fixtures';

/**
 * A hand-worked week (Monday 12 – Sunday 18 January 2026, GMT). Tom: a split shift on Monday with a
 * break and indirect time, then a night job from Tuesday 21:00 over midnight. Niamh: two jobs on
 * Monday, clocked from two tablets that did not know each other (the earlier closed at 10:00).
 *
 * Tom, Monday: 08:00–15:00 and 18:00–20:00 = 9 h on shift, less a 0.5 h break = 8.5 h attended;
 *   job A 08:00–10:30 (2.5 h), job B 10:30–12:30 and 13:45–15:00 (3.25 h), job C 18:15–20:00
 *   (1.75 h) = 7.5 h on jobs; waiting for parts 13:00–13:45 (0.75 h).
 * Tom, Tuesday 21:00 – Wednesday 01:30: job C 4.5 h (3 h on Tuesday, 1.5 h on Wednesday).
 * Niamh, Monday: job A 09:00–10:00 (1 h, closed by the other tablet), job B 10:00–12:00 (2 h).
 * Sold: work order 1 completed Monday 16:00, job A 3:00 and job B 4:00; work order 2 completed
 *   Wednesday 10:00, job C 6:00. Shared by time on the job: A 2.5 : 1 → Tom 2.142857 h, Niamh
 *   0.857143 h; B 3.25 : 2 → Tom 2.476190 h, Niamh 1.523810 h; C Tom's alone, 6 h.
 */
const MON = '2026-01-12';
const TUE = '2026-01-13';
const WED = '2026-01-14';
const niamh = { technician: NIAMH };
const onA = jobOn(at(MON, '09:00'), JOB_A, { ...niamh, device: 'bay-1', from: null });
const events = [
  clock('shift-start', at(MON, '08:00')),
  jobOn(at(MON, '08:00'), JOB_A),
  jobOn(at(MON, '10:30'), JOB_B),
  clock('break', at(MON, '12:30')),
  clock('indirect', at(MON, '13:00'), { reason: 'waiting-for-parts' }),
  jobOn(at(MON, '13:45'), JOB_B),
  clock('shift-end', at(MON, '15:00')),
  clock('shift-start', at(MON, '18:00')),
  jobOn(at(MON, '18:15'), JOB_C),
  clock('job-off', at(MON, '20:00'), { job: JOB_C }),
  clock('shift-end', at(MON, '20:00')),
  clock('shift-start', at(TUE, '21:00')),
  jobOn(at(TUE, '21:00'), JOB_C),
  clock('shift-end', at(WED, '01:30')),
  onA,
  jobOn(at(MON, '10:00'), JOB_B, { ...niamh, device: 'bay-2', from: null }),
  clock('job-off', at(MON, '11:00'), { ...niamh, device: 'bay-1', job: JOB_A, from: onA.id }),
  clock('job-off', at(MON, '12:00'), { ...niamh, device: 'bay-2', job: JOB_B }),
  clock('shift-end', at(MON, '12:00'), { ...niamh, device: 'bay-2' }),
];
const completed: CompletedJob[] = [
  { workOrder: WO1, job: JOB_A, soldMinutes: 180, completedAt: Date.parse(at(MON, '16:00')) },
  { workOrder: WO1, job: JOB_B, soldMinutes: 240, completedAt: Date.parse(at(MON, '16:00')) },
  { workOrder: WO2, job: JOB_C, soldMinutes: 360, completedAt: Date.parse(at(WED, '10:00')) },
];
const { now, ...rest } = settings();
const reading = readClocks(events, { ...rest, now });
const tom = { id: TOM, name: 'Tom Fletcher' };
const figures = (who: typeof tom, from: string, to: string, per: 'day' | 'period' = 'period') =>
  figureWindows(from, to, per, 'Europe/London').map((window) => figuresFor(who, reading, completed, window, now));

describe('technician figures against the hand-worked week', () => {
  it('Tom’s week: split shift, break, indirect, two jobs in a day, a job over midnight', () => {
    const [week] = figures(tom, MON, '2026-01-18');
    expect(week).toMatchObject({
      from: MON,
      to: '2026-01-18',
      attendedHours: 13,
      clockedOnJobsHours: 12,
      breakHours: 0.5,
    });
    expect(week!.indirectHours['waiting-for-parts']).toBe(0.75);
    expect(week!.soldHours).toBeCloseTo(10.62, 2);
    expect(week!.efficiency).toBeCloseTo(10.619048 / 12, 4);
    expect(week!.productivity).toBeCloseTo(12 / 13, 4);
    expect(week!.flaggedClocks).toBe(0);
  });

  it('Tom per day: the night job split at midnight, sold hours on the day the work order was completed', () => {
    const [mon, tue, wed, thu] = figures(tom, MON, '2026-01-15', 'day');
    expect(mon).toMatchObject({ attendedHours: 8.5, clockedOnJobsHours: 7.5, soldHours: 4.62 });
    expect(tue).toMatchObject({ attendedHours: 3, clockedOnJobsHours: 3, soldHours: 0, efficiency: 0 });
    expect(wed).toMatchObject({ attendedHours: 1.5, clockedOnJobsHours: 1.5, soldHours: 6, efficiency: 4 });
    expect(thu).toMatchObject({ attendedHours: 0, clockedOnJobsHours: 0, efficiency: null, productivity: null });
  });

  it('Niamh’s overlapping clocks: the earlier closed at the later start, flagged, counted once', () => {
    const [week] = figures({ id: NIAMH, name: 'Niamh Brennan' }, MON, '2026-01-18');
    expect(week).toMatchObject({
      attendedHours: 3,
      clockedOnJobsHours: 3,
      soldHours: 2.38,
      productivity: 1,
      flaggedClocks: 1,
    });
    expect(week!.efficiency).toBeCloseTo(2.380952 / 3, 4);
  });
});
