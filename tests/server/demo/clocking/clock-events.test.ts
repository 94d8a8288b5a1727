import { describe, expect, it } from 'vitest';
import { figuresFor } from '../../../../contract/clocking/figures';
import { figureWindows } from '../../../../contract/clocking/periods';
import { readClocks } from '../../../../contract/clocking/segments';
import type { ClockKind, IndirectReason } from '../../../../contract/clocking/schemas';
import { demoClockDays, demoClockEvents, type DemoJob } from '../../../../server/demo/clocking/clock-events';

const TODAY = '2026-12-09';
const zone = 'Europe/London';
const technicians = ['00000000-0000-7000-8000-0000000000a1', '00000000-0000-7000-8000-0000000000a2'];
const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
// Each weekday the bay completes four jobs of 100 minutes a technician (as bay-work-orders.ts plans),
// and two work orders are still in progress; a few jobs completed on a Saturday or after today.
const days = demoClockDays(TODAY);
const jobs: DemoJob[] = [
  ...days.flatMap((day, d) =>
    Array.from({ length: 4 * technicians.length }, (_, n) => ({
      workOrder: id(1000 + d * 10 + Math.floor(n / 2)),
      job: id(2000 + d * 10 + n),
      minutes: 100,
      completedOn: day,
    })),
  ),
  { workOrder: id(100), job: id(101), minutes: 60, completedOn: '2026-11-21' },
  { workOrder: id(102), job: id(103), minutes: 90, completedOn: '2026-12-10' },
  { workOrder: id(300), job: id(301), minutes: 240, completedOn: null },
  { workOrder: id(302), job: id(303), minutes: 90, completedOn: null },
];
const made = () => demoClockEvents({ accountId: id(1), technicians, jobs, today: TODAY, timeZone: zone });

describe('the demo clocks', () => {
  it('fall on the weekdays from the Monday three weeks before this week’s to yesterday', () => {
    const days = demoClockDays(TODAY);
    expect(days[0]).toBe('2026-11-16');
    expect(days.at(-1)).toBe('2026-12-08');
    expect(days).toHaveLength(17);
  });

  it('are the same every time', () => {
    expect(made()).toEqual(made());
  });

  it('read as shifts of about 08:00 to 17:30, lunch or a split shift, none closed by the rules', () => {
    const rows = made();
    const reading = readClocks(
      rows.map((row) => ({
        id: row.id,
        technician: row.technicianId,
        kind: row.kind as ClockKind,
        workOrder: row.workOrderId,
        job: row.jobId,
        reason: row.reason as IndirectReason | null,
        deviceTime: row.deviceTime.toISOString(),
        device: row.device,
        from: row.fromEvent,
        replaces: null,
      })),
      { shiftEnd: '18:00', timeZone: zone, now: Date.parse(`${TODAY}T12:00:00Z`) },
    );
    expect([...reading.eventFlags.values()].flat()).toEqual([]);
    // A split shift is two shifts in a day: off at lunch for an hour or more, no break.
    const days = 17 * technicians.length;
    const splits = reading.shifts.length - days;
    expect(splits).toBeGreaterThan(0);
    expect(splits, `${splits} split shifts in ${days} days`).toBeLessThan(days / 4);
    for (const window of figureWindows('2026-11-16', '2026-12-08', 'day', zone).filter((w) =>
      reading.shifts.some((s) => s.start >= w.start && s.start < w.end),
    ))
      for (const technician of technicians) {
        const figures = figuresFor(
          { id: technician, name: 'T' },
          reading,
          [],
          window,
          Date.parse(`${TODAY}T12:00:00Z`),
        );
        const split =
          reading.shifts.filter(
            (shift) => shift.technician === technician && shift.start >= window.start && shift.start < window.end,
          ).length === 2;
        expect(figures.breakHours).toBe(split ? 0 : 0.5);
        expect(figures.attendedHours).toBeGreaterThanOrEqual(8.6);
        expect(figures.attendedHours).toBeLessThanOrEqual(9);
        // About 6.7 h of completed jobs at 85–115 %, up to an hour on work in progress.
        expect(figures.clockedOnJobsHours).toBeGreaterThan(5.5);
        expect(figures.productivity).toBeGreaterThan(0.65);
        expect(figures.productivity).toBeLessThan(0.95);
      }
  });

  it('clock each completed job before its work order is completed', () => {
    const rows = made();
    for (const job of jobs.filter(
      (candidate) => candidate.completedOn && candidate.completedOn >= '2026-11-16' && candidate.completedOn < TODAY,
    )) {
      const on = rows.filter((row) => row.jobId === job.job);
      expect(on.length, job.job).toBeGreaterThan(0);
      for (const row of on) expect(row.deviceTime.toISOString().slice(0, 10) <= job.completedOn!).toBe(true);
    }
  });
});
