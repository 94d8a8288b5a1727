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
const jobs: DemoJob[] = [
  ...Array.from({ length: 30 }, (_, n) => ({
    workOrder: id(100 + Math.floor(n / 2)),
    job: id(200 + n),
    minutes: 60 + (n % 4) * 30,
    completedOn: `2026-${n < 20 ? '11' : '12'}-${String((n % 20) + 1).padStart(2, '0')}`,
  })),
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

  it('read as shifts of about 08:00 to 17:30 with half an hour for lunch, nothing closed by the rules', () => {
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
    expect(reading.shifts).toHaveLength(17 * technicians.length);
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
        expect(figures.breakHours).toBe(0.5);
        expect(figures.attendedHours).toBeGreaterThanOrEqual(8.6);
        expect(figures.attendedHours).toBeLessThanOrEqual(9);
        expect(figures.clockedOnJobsHours).toBeGreaterThan(5);
        expect(figures.productivity).toBeGreaterThan(0.6);
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
