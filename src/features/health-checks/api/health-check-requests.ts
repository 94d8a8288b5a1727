import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { healthCheckRoutes } from '../../../../contract/health-checks/routes';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import { requestKeyOf, type OutboxEntry } from '../../../db/outbox';
import { apiRequest, type SessionPolicy } from '../../../session/api-request';
import type { QueuedEntry } from '../../../sync/operations';
import { healthCheckAnswerRoutes } from '../../../../contract/health-checks/answer-routes';
import type {
  HealthCheckAnswersPayload,
  HealthCheckChangesPayload,
  HealthCheckCreatePayload,
} from '../health-check-outbox';

/**
 * The health-check calls a queued change makes, each under its entry's Idempotency-Key, so a
 * replay has no second effect. Loaded when the first change is sent, not with the first page.
 */
const keyed = (entry: OutboxEntry) => ({ [IDEMPOTENCY_HEADER]: requestKeyOf(entry) });

/** POST /health-checks with the id made on the device. */
export function sendCreate(entry: QueuedEntry<HealthCheckCreatePayload>, policy: SessionPolicy): Promise<HealthCheck> {
  return apiRequest(healthCheckRoutes.createHealthCheck, {
    body: { ...entry.payload.body, id: entry.entityId },
    headers: keyed(entry),
    policy,
  });
}

/** POST /health-checks/{id}/changes: the intents, in order. */
export function sendChanges(
  entry: QueuedEntry<HealthCheckChangesPayload>,
  policy: SessionPolicy,
): Promise<HealthCheck> {
  return apiRequest(healthCheckRoutes.changeHealthCheck, {
    params: { id: entry.entityId },
    body: { changes: entry.payload.changes },
    headers: keyed(entry),
    policy,
  });
}

/** POST /health-checks/{id}/answers: answers staff took, recorded once under the entry's key. */
export function sendAnswers(
  entry: QueuedEntry<HealthCheckAnswersPayload>,
  policy: SessionPolicy,
): Promise<HealthCheck> {
  return apiRequest(healthCheckAnswerRoutes.answerHealthCheck, {
    params: { id: entry.entityId },
    body: entry.payload,
    headers: keyed(entry),
    policy,
  });
}
