import type { CreateHealthCheck } from '../../../contract/health-checks/schemas';
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

/** The server takes at most this many intents in one request (contract/health-checks/intents.ts). */
export const MAX_HEALTH_CHECK_CHANGES = 50;

export type HealthCheckChangesPayload = ChangesPayload<HealthCheckChange>;
export type HealthCheckCreatePayload = CreatePayload<CreateHealthCheck>;
