import type { ClockInput, ClockReading } from '../../../contract/clocking/clock-rules';
import type { ClockEvent, ClockFlag, ClockKind, IndirectReason } from '../../../contract/clocking/schemas';
import { readClocks } from '../../../contract/clocking/segments';
import type { ClockEventsRepository, StoredClockEvent } from './clock-events.repository';

/** How far either side of a period the rules read: no segment outlasts a forgotten clock's day and a half. */
export const MARGIN_MS = 2 * 86_400_000;

/** A stored event as the rules read it. */
export const toClockInput = (row: StoredClockEvent): ClockInput => ({
  id: row.id,
  technician: row.technicianId,
  kind: row.kind as ClockKind,
  workOrder: row.workOrderId,
  job: row.jobId,
  reason: row.reason as IndirectReason | null,
  deviceTime: row.deviceTime.toISOString(),
  device: row.device,
  ...(row.fromKnown ? { from: row.fromEvent } : {}),
  replaces: row.replaces,
});

/** A stored event as the API answers it, with what the server and the rules found. */
export function toClockEvent(row: StoredClockEvent, found: readonly ClockFlag[] = []): ClockEvent {
  const flags: ClockFlag[] = [...(row.clockSkewed ? (['clock-skew'] as const) : []), ...found];
  return {
    id: row.id,
    technician: row.technicianId,
    kind: row.kind as ClockKind,
    workOrder: row.workOrderId,
    job: row.jobId,
    reason: row.reason as IndirectReason | null,
    deviceTime: row.deviceTime.toISOString(),
    device: row.device,
    from: row.fromEvent,
    replaces: row.replaces,
    editReason: row.editReason,
    receivedAt: row.receivedAt.toISOString(),
    recordedBy: row.recordedByName,
    flags,
  };
}

/**
 * The rules read over a period with a margin either side, so that a clock that began before it or
 * ended after it is read whole; `now` closes what is still running, as the rules say.
 */
export async function readPeriod(
  events: ClockEventsRepository,
  accountId: string,
  period: { since: Date; until: Date; technicians?: readonly string[] },
  settings: { timeZone: string; now: Date },
): Promise<{ rows: StoredClockEvent[]; reading: ClockReading }> {
  const rows = await events.between(
    accountId,
    new Date(period.since.getTime() - MARGIN_MS),
    new Date(period.until.getTime() + MARGIN_MS),
    period.technicians,
  );
  const reading = readClocks(rows.map(toClockInput), {
    shiftEnd: await events.shiftEnd(accountId),
    timeZone: settings.timeZone,
    now: settings.now.getTime(),
  });
  return { rows, reading };
}
