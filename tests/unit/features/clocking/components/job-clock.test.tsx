import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecordClockEvent } from '../../../../../contract/clocking/schemas';
import type { BayTechnicianRow, ClockEventRow } from '../../../../../src/db/clocking';
import { ClockingContext } from '../../../../../src/features/clocking/components/clocking-provider';
import { JobClock } from '../../../../../src/features/clocking/components/job-clock';
import { readDeviceClocks, runningSegment } from '../../../../../src/features/clocking/device-clock';
import type { Clocking } from '../../../../../src/features/clocking/hooks/use-clocking';

const TOM = '01936b2e-0000-7000-8000-00000000b001';
const WO = '01936b2e-0000-7000-8000-00000000d001';
const JOB = '01936b2e-0000-7000-8000-00000000e001';
const tom: BayTechnicianRow = {
  id: TOM,
  userId: 'u1',
  name: 'Tom Fletcher',
  role: 'technician',
  salt: 's',
  pinHash: 'h',
  verifiedAt: 0,
  selectedAt: 1,
};
const start = Date.parse('2026-12-07T09:00:00Z');

function onJob(over: Partial<ClockEventRow> = {}): ClockEventRow {
  const event: RecordClockEvent = {
    id: '01936b2e-0000-7000-8000-00000000f001',
    technician: TOM,
    kind: 'job-on',
    workOrder: WO,
    job: JOB,
    reason: null,
    deviceTime: new Date(start).toISOString(),
    device: 'Bay tablet',
    from: null,
    replaces: null,
    editReason: null,
  };
  return { id: event.id, userId: 'u1', event, server: null, problem: null, ...over };
}

function show(rows: ClockEventRow[], minutes: number, current: BayTechnicianRow | null = tom) {
  const now = start + minutes * 60_000;
  const reading = readDeviceClocks(rows, now);
  const clock = vi.fn(async () => rows[0]!);
  const value = {
    userId: 'u1',
    online: false,
    loading: false,
    technicians: current ? [current] : [],
    current,
    rows,
    reading,
    now,
    running: current ? runningSegment(reading.segments, current.id) : null,
    clock,
  } as unknown as Clocking;
  render(
    <ClockingContext.Provider value={value}>
      <JobClock workOrder={WO} job={JOB} description="Front brake pads - renew" soldTime="01:06" />
    </ClockingContext.Provider>,
  );
  return clock;
}

describe('a job line’s clock', () => {
  it('offers Clock on by name when the technician is not on it, with worked of sold time', () => {
    const clock = show([], 0);
    expect(screen.getByText(/0:00 of 1:06/).className).toContain('clock-job__worked--within');
    fireEvent.click(screen.getByRole('button', { name: 'Clock on Front brake pads - renew' }));
    expect(clock).toHaveBeenCalledWith({ kind: 'job-on', workOrder: WO, job: JOB });
  });

  it('is amber past half the sold time and red past 90%, and offers Clock off while on it', () => {
    show([onJob()], 48);
    const worked = screen.getByText(/0:48 of 1:06/);
    expect(worked.className).toContain('clock-job__worked--half');
    expect(worked.textContent).toContain('past half the sold time');
    expect(screen.getByText('Clocked on this tablet, waiting to be sent.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clock off Front brake pads - renew' }));
  });

  it('is red past 90%', () => {
    show([onJob()], 60);
    expect(screen.getByText(/1:00 of 1:06/).className).toContain('clock-job__worked--nearly');
  });

  it('shows the server’s refusal and flags beside the button', () => {
    show([onJob({ problem: 'This job is not on the work order.' })], 10);
    expect(screen.getByRole('alert').textContent).toBe('Not clocked: This job is not on the work order.');
    expect(screen.getByRole('button', { name: 'Remove this clock' })).toBeTruthy();
    expect(screen.getByText(/0:00 of 1:06/)).toBeTruthy();
  });

  it('shows an overlap the server closed where the technician sees it', () => {
    const answered = onJob();
    answered.server = { ...answered.event, from: null, receivedAt: '', recordedBy: null, flags: ['overlap-closed'] };
    show([answered], 5);
    expect(screen.getByRole('status').textContent).toContain('Another tablet clocked you onto other work');
  });

  it('asks for a PIN switch first when nobody is on the tablet', () => {
    const clock = show([], 0, null);
    fireEvent.click(screen.getByRole('button', { name: 'Clock on Front brake pads - renew' }));
    expect(clock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please switch to your name with your PIN first.');
  });
});
