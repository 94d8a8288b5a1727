import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { ClockEvent, RecordClockEvent } from '../../../contract/clocking/schemas';
import { appDb, isQuotaError } from '../../db/app-db';
import type { ClockEventRow } from '../../db/clocking';
import { outboxEntryOf, StorageFullError } from '../../sync/record-change';
import { announceChange } from '../../sync/sync-signal';
import { CLOCK_EVENT_ENTITY, CLOCK_EVENT_OPERATION } from './clock-outbox';

/** A clock event as the person asks for it; the device adds the id, its time and its name. */
export type ClockRequest = Pick<RecordClockEvent, 'technician' | 'kind'> &
  Partial<Pick<RecordClockEvent, 'workOrder' | 'job' | 'reason' | 'from'>>;

const kindWords: Record<RecordClockEvent['kind'], string> = {
  'job-on': 'Clock on',
  'job-off': 'Clock off',
  break: 'Break',
  indirect: 'Indirect time',
  'shift-start': 'Shift start',
  'shift-end': 'Shift end',
};

/**
 * Records a clock event: its row and its outbox entry in one transaction. The entry's id is the
 * event's id, so the Idempotency-Key and the event the server keeps are one: however often it is
 * replayed, the server holds it once.
 */
export async function recordClockEvent(
  userId: string,
  request: ClockRequest,
  { device, technicianName, now = new Date() }: { device: string; technicianName: string; now?: Date },
): Promise<ClockEventRow> {
  const id = uuidv7(now.getTime());
  const event: RecordClockEvent = {
    workOrder: null,
    job: null,
    reason: null,
    replaces: null,
    editReason: null,
    ...request,
    id,
    deviceTime: now.toISOString(),
    device,
  };
  const row: ClockEventRow = { id, userId, event, server: null, problem: null };
  const entry = {
    ...outboxEntryOf(
      {
        userId,
        entity: CLOCK_EVENT_ENTITY,
        entityId: id,
        operation: CLOCK_EVENT_OPERATION,
        payload: event,
        description: `${kindWords[event.kind]}: ${technicianName}`,
      },
      now,
    ),
    id,
  };
  try {
    await appDb.transaction('rw', [appDb.outbox, appDb.clockEvents], async () => {
      await appDb.clockEvents.add(row);
      await appDb.outbox.add(entry);
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  announceChange();
  return row;
}

/** Lays the server's answer on the event's row (its flags, its time of receipt). */
export async function adoptServerEvent(id: string, server: ClockEvent): Promise<void> {
  await appDb.clockEvents.update(id, { server, problem: null });
}

/**
 * Keeps the server's events on the device (the jobs' worked time from other tablets too). An
 * event this device still waits to send keeps its own row; the server's copy is laid on it.
 */
export async function keepServerEvents(userId: string, events: readonly ClockEvent[]): Promise<void> {
  await appDb.transaction('rw', appDb.clockEvents, async () => {
    for (const server of events) {
      const { receivedAt: _r, recordedBy: _b, flags: _f, ...event } = server;
      const existing = await appDb.clockEvents.get(server.id);
      if (existing) await appDb.clockEvents.update(server.id, { server });
      else await appDb.clockEvents.add({ id: server.id, userId, event, server, problem: null });
    }
  });
}

export const clockEventsOf = (userId: string) => appDb.clockEvents.where('userId').equals(userId).toArray();

/** How long the tablet keeps clocks the server has: the jobs' worked time reads the last day or so. */
export const KEEP_MS = 8 * 86_400_000;

/** Forgets clocks the server has and that are older than KEEP_MS (the server keeps them all). */
export async function forgetOldEvents(userId: string, now = Date.now()): Promise<void> {
  await appDb.clockEvents
    .where('userId')
    .equals(userId)
    .filter((row) => row.server !== null && Date.parse(row.event.deviceTime) < now - KEEP_MS)
    .delete();
}
