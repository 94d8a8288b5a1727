import { clockingRoutes } from '../../../../contract/clocking/routes';
import { DEVICE_CLOCK_HEADER, type ClockEvent, type Technician } from '../../../../contract/clocking/schemas';
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
