import type { ClockEvent } from '../../../contract/clocking/schemas';
import { NetworkError } from '../../api/api-error';
import { appDb } from '../../db/app-db';
import { registerOperation, type Operation } from '../../sync/operations';
import { adoptServerEvent } from './clock-store';
import { CLOCK_EVENT_OPERATION, clockEventPayloadSchema, type ClockEventPayload } from './clock-outbox';

const requests = () =>
  import('./api/clocking-requests').catch((cause: unknown) => {
    throw new NetworkError(cause);
  });

/**
 * A clock event in the sync registry. Append-only: it never conflicts (the server decides
 * overlaps and flags them), so there is nothing to take or keep; a refusal is kept on the event's
 * row and shown beside the control that made it, and a discarded refusal leaves the device too.
 */
export const clockEventOperation: Operation<ClockEventPayload> = {
  payload: clockEventPayloadSchema,
  send: async (entry, policy) => (await requests()).sendClockEvent(entry, policy),
  applied: async (entry, answer) => adoptServerEvent(entry.entityId, answer as ClockEvent),
  snapshot: async (entry) => (await appDb.clockEvents.get(entry.entityId)) ?? null,
  takeTheirs: async () => {},
  keepMine: async () => {},
  failed: async (entry, message) => void (await appDb.clockEvents.update(entry.entityId, { problem: message })),
  discarded: async (entry) => appDb.clockEvents.delete(entry.entityId),
};

export function registerClockingOperations(): void {
  registerOperation(CLOCK_EVENT_OPERATION, clockEventOperation);
}
