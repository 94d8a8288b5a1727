import { clockingRoutes } from '../../../../contract/clocking/routes';
import {
  DEVICE_CLOCK_HEADER,
  type ClockEvent,
  type ClockingSettings,
  type RecordClockEvent,
  type Technician,
} from '../../../../contract/clocking/schemas';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { requestKeyOf } from '../../../db/outbox';
import { apiRequest, type SessionPolicy } from '../../../session/api-request';
import type { QueuedEntry } from '../../../sync/operations';
import type { ClockEventPayload } from '../clock-outbox';

/**
 * The clocking calls (contract/clocking/routes.ts). A queued event is sent under its entry's key,
 * which is the event's own id, with the device's clock at this attempt in a header (the body of a
 * replay never changes).
 */
export function sendClockEvent(entry: QueuedEntry<ClockEventPayload>, policy: SessionPolicy): Promise<ClockEvent> {
  return apiRequest(clockingRoutes.recordClockEvent, {
    body: entry.payload,
    headers: { [IDEMPOTENCY_HEADER]: requestKeyOf(entry), [DEVICE_CLOCK_HEADER]: new Date().toISOString() },
    policy,
  });
}

export async function fetchTechnicians(): Promise<Technician[]> {
  return (await apiRequest(clockingRoutes.technicians))['hydra:member'];
}

/** The technician when the PIN is theirs; an ApiError (422, in the server's words) when not. */
export function checkPin(id: string, pin: string): Promise<Technician> {
  return apiRequest(clockingRoutes.checkTechnicianPin, { params: { id }, body: { pin } });
}

/** The events of the last day or so, for the jobs' worked time and the flags. */
export async function fetchClockEvents(from: string): Promise<ClockEvent[]> {
  return (await apiRequest(clockingRoutes.clockEvents, { query: { from } }))['hydra:member'];
}

/** The events of a period, for one technician (a manager's look at their day). */
export async function fetchTechnicianEvents(technician: string, from: string, to: string): Promise<ClockEvent[]> {
  return (await apiRequest(clockingRoutes.clockEvents, { query: { technician, from, to } }))['hydra:member'];
}

/** The garage's clocking settings (its shift end). */
export function fetchClockingSettings(): Promise<ClockingSettings> {
  return apiRequest(clockingRoutes.clockingSettings);
}

/**
 * A manager's correction, sent at once: it is made looking at the server's copy of the day, so it
 * waits for no outbox. Its own id is its key, so a second press after a lost answer records it once.
 */
export function sendClockCorrection(event: RecordClockEvent): Promise<ClockEvent> {
  return apiRequest(clockingRoutes.recordClockEvent, {
    body: event,
    headers: { [IDEMPOTENCY_HEADER]: event.id, [DEVICE_CLOCK_HEADER]: new Date().toISOString() },
  });
}
