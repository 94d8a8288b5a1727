import { applyHealthCheckChange } from '../../../contract/health-checks/apply';
import type { ColourThresholds } from '../../../contract/health-checks/colours';
import type { HealthCheckChange } from '../../../contract/health-checks/intents';
import { newHealthCheck } from '../../../contract/health-checks/new-check';
import type { CreateHealthCheck, HealthCheck } from '../../../contract/health-checks/schemas';
import type { HealthCheckTemplate } from '../../../contract/health-checks/templates';
import { healthCheckTable, type HealthCheckRow } from '../../db/health-checks';
import { createDocumentStore } from '../../documents/create-document-store';
import { unpricedJobs } from './unpriced-jobs';
import { HEALTH_CHECK_ENTITY, healthCheckOperations, MAX_HEALTH_CHECK_CHANGES } from './health-check-outbox';

/** The template a check the device first sees from the server was made from (its items say it). */
const templateOf = (check: HealthCheck): HealthCheckTemplate => ({
  id: check.template.id,
  name: check.template.name,
  items: check.items.map(({ key, section, name, measures, side }) => ({ key, section, name, measures, side })),
});

/**
 * The health checks on the device, kept by the document kit (issue 46): the third document with
 * lines. Nothing is derived on the device beyond the change's time: a recommended job's price is
 * the server's, shown once it answers (a job changed here has none until then: unpriced-jobs.ts).
 */
export const healthCheckStore = createDocumentStore<HealthCheck, HealthCheckChange, HealthCheckRow, CreateHealthCheck>({
  table: healthCheckTable,
  field: 'healthCheck',
  entity: HEALTH_CHECK_ENTITY,
  operations: healthCheckOperations,
  maxChanges: MAX_HEALTH_CHECK_CHANGES,
  apply: () => applyHealthCheckChange<HealthCheck>,
  derive: (doc, row, now) => ({ doc: { ...unpricedJobs(doc, row.server), modifiedAt: now } }),
  blank: (row, body) =>
    body
      ? newHealthCheck(body, row.template, {
          currency: row.healthCheck.currency,
          technician: row.healthCheck.technician,
          now: row.healthCheck.createdAt,
        })
      : row.healthCheck,
  fromServer: (userId, server, now) => ({
    id: server.id,
    userId,
    serverVersion: server.rev,
    provisional: false,
    updatedAt: now,
    healthCheck: server,
    server,
    template: templateOf(server),
  }),
  words: {
    notOnDevice: 'This health check is not on this device.',
    clash: 'That item has changed on another tablet since you opened the check. Please look again.',
  },
});

export interface NewHealthCheck {
  body: CreateHealthCheck;
  template: HealthCheckTemplate;
  currency: HealthCheck['currency'];
  /** Who is doing it, as the check shows it. */
  technician: string | null;
  /** The garage's thresholds as this device last read them (the server keeps its own); UK's by default. */
  thresholds?: ColourThresholds;
}

/**
 * Starts a health check on the device from a template, shown at once with every item not
 * checked, and POST /health-checks queued; its items are keyed as the server keys them.
 */
export function startHealthCheck(userId: string, input: NewHealthCheck, now = new Date()): Promise<string> {
  const healthCheck = newHealthCheck(input.body, input.template, {
    currency: input.currency,
    technician: input.technician,
    ...(input.thresholds ? { thresholds: input.thresholds } : {}),
    now: now.toISOString(),
  });
  const row: HealthCheckRow = {
    id: input.body.id,
    userId,
    serverVersion: 0,
    provisional: true,
    updatedAt: now.toISOString(),
    healthCheck,
    server: null,
    template: input.template,
  };
  const vehicle = input.body.vrm ?? 'a vehicle';
  return healthCheckStore.create(row, input.body, `New health check for ${vehicle}`, now);
}

/** Changes a health check on the device: its row and the outbox entry in one transaction (the kit's change). */
export function changeHealthCheck(
  userId: string,
  id: string,
  changes: HealthCheckChange[],
  description: string,
  now = new Date(),
): Promise<void> {
  return healthCheckStore.change(userId, id, changes, description, {}, now);
}
