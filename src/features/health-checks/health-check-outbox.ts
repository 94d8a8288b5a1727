import type { CreateHealthCheck } from '../../../contract/health-checks/schemas';
import type { StaffAnswers } from '../../../contract/health-checks/answers';
import type { HealthCheckChange } from '../../../contract/health-checks/intents';
import type { ChangesPayload, CreatePayload } from '../../documents/document-payloads';

/** The outbox's name for health checks, and their operations in the sync registry. */
export const HEALTH_CHECK_ENTITY = 'healthCheck';
export const healthCheckOperations = {
  /** POST /health-checks with the id made on the device. */
  create: 'healthCheck.create',
  /** POST /health-checks/{id}/changes: intents, merged with other tablets' work by the server. */
  changes: 'healthCheck.changes',
} as const;

/**
 * POST /health-checks/{id}/answers: the customer's answers staff took by phone or at the counter
 * (issue 46), queued like the check's marks so the bay records them offline too.
 */
export const HEALTH_CHECK_ANSWERS_OPERATION = 'healthCheck.answers';
export type HealthCheckAnswersPayload = StaffAnswers;

/** The server takes at most this many intents in one request (contract/health-checks/intents.ts). */
export const MAX_HEALTH_CHECK_CHANGES = 50;

export type HealthCheckChangesPayload = ChangesPayload<HealthCheckChange>;
export type HealthCheckCreatePayload = CreatePayload<CreateHealthCheck>;
