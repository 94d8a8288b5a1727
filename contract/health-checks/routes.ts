import { z } from 'zod/mini';
import { hydraCollection, pagingQuery, queryText } from '../http/hydra';
import { conflictSchema, defineRoutes } from '../http/route';
import { uuidSchema } from '../documents/line-keys';
import { healthCheckChangesSchema } from './intents';
import { healthCheckSettingsSchema, saveHealthCheckSettingsSchema } from './settings';
import {
  createHealthCheckSchema,
  HEALTH_CHECK_PAGE_SIZE,
  healthCheckSchema,
  healthCheckStatuses,
  healthCheckSummarySchema,
  templateSchema,
} from './schemas';

/** A 409 of a health check's changes: the check as it is, and just what clashed with both values. */
export const healthCheckConflictSchema = conflictSchema(healthCheckSchema);

/**
 * Health-check calls (design/api-routes.md, "Health checks"; issue 46). Trade accounts' users
 * only, by the account: another account's check answers 404. Creating and changing are idempotent
 * (Idempotency-Key) and versioned like every document with lines.
 */
export const healthCheckRoutes = defineRoutes('health-checks', {
  healthChecks: {
    method: 'GET',
    path: '/health-checks',
    summary: 'The account’s health checks, newest change first; by status, registration or work order',
    auth: 'user',
    query: z.object({
      ...pagingQuery(HEALTH_CHECK_PAGE_SIZE, 100),
      status: z.optional(z.enum(healthCheckStatuses)),
      vrm: z.optional(queryText(12)),
      workOrder: z.optional(uuidSchema),
    }),
    response: hydraCollection(healthCheckSummarySchema),
  },
  createHealthCheck: {
    method: 'POST',
    path: '/health-checks',
    summary: 'Start a health check from a template under the device’s id (an id already the account’s answers it)',
    auth: 'user',
    body: createHealthCheckSchema,
    response: healthCheckSchema,
    status: 201,
    idempotent: true,
  },
  healthCheck: {
    method: 'GET',
    path: '/health-checks/{id}',
    summary: 'One health check with its items, photos and answers',
    auth: 'user',
    response: healthCheckSchema,
  },
  changeHealthCheck: {
    method: 'POST',
    path: '/health-checks/{id}/changes',
    summary: 'Apply intents in order, in one transaction; 409 names only what clashed, with both values',
    auth: 'user',
    body: healthCheckChangesSchema,
    response: healthCheckSchema,
    idempotent: true,
    conflict: healthCheckSchema,
  },
  healthCheckTemplates: {
    method: 'GET',
    path: '/health-check-templates',
    summary: 'The account’s checklists, with their sections and items',
    auth: 'user',
    response: hydraCollection(templateSchema),
  },
  healthCheckSettings: {
    method: 'GET',
    path: '/health-check-settings',
    summary: 'The garage’s colour thresholds and checklists (the UK defaults until it changes them)',
    auth: 'user',
    response: healthCheckSettingsSchema,
  },
  saveHealthCheckSettings: {
    method: 'PUT',
    path: '/health-check-settings',
    summary: 'Change the thresholds and checklists for the checks started from now on',
    auth: 'user',
    body: saveHealthCheckSettingsSchema,
    response: healthCheckSettingsSchema,
  },
});
