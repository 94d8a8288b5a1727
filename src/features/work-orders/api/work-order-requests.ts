import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { workOrderRoutes } from '../../../../contract/work-orders/routes';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { requestKeyOf, type OutboxEntry } from '../../../db/outbox';
import { apiRequest, type SessionPolicy } from '../../../session/api-request';
import type { QueuedEntry } from '../../../sync/operations';
import type { ChangesPayload, CreatePayload } from '../work-order-payloads';

/**
 * The work-order calls a queued change makes, each under its entry's Idempotency-Key, so a replay
 * has no second effect. Loaded when the first change is sent, not with the first page.
 */
const keyed = (entry: OutboxEntry) => ({ [IDEMPOTENCY_HEADER]: requestKeyOf(entry) });

/** Which device sent the changes, for the status history. */
const DEVICE = typeof navigator === 'undefined' ? 'Workbay' : `Workbay on ${navigator.platform || 'a tablet'}`;

/** POST /work-orders/save with the id made on the device. */
export function sendCreate(entry: QueuedEntry<CreatePayload>, policy: SessionPolicy): Promise<WorkOrder> {
  return apiRequest(workOrderRoutes.createWorkOrder, {
    body: { ...entry.payload.body, id: entry.entityId },
    headers: keyed(entry),
    policy,
  });
}

/** POST /work-orders/{id}/changes: the intents, in order. */
export function sendChanges(entry: QueuedEntry<ChangesPayload>, policy: SessionPolicy): Promise<WorkOrder> {
  return apiRequest(workOrderRoutes.changeWorkOrder, {
    params: { id: entry.entityId },
    body: { changes: entry.payload.changes, device: DEVICE },
    headers: keyed(entry),
    policy,
  });
}
