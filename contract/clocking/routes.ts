import { z } from 'zod/mini';
import { hydraCollection } from '../http/hydra';
import { defineRoutes, idempotencyHeaders } from '../http/route';
import { uuidSchema } from '../documents/line-keys';
import { technicianFiguresSchema } from './figures';
import { figurePers } from './periods';
import {
  clockEventSchema,
  clockingSettingsSchema,
  daySchema,
  DEVICE_CLOCK_HEADER,
  instantSchema,
  pinCheckSchema,
  recordClockEventSchema,
  technicianSchema,
} from './schemas';

/** The longest period asked at once: a year and a week. */
export const MAX_CLOCK_DAYS = 371;

/**
 * Clocking calls (design/api-routes.md, "Clocking and the workshop board"; issue 47). A trade
 * account's manager and technicians only: another account's technician or event answers 404. A
 * technician sees and makes their own clocks; a manager sees everyone's and edits.
 */
export const clockingRoutes = defineRoutes('clocking', {
  technicians: {
    method: 'GET',
    path: '/technicians',
    summary: 'The account’s technicians and managers, for the bay tablet’s switch',
    auth: 'user',
    response: hydraCollection(technicianSchema),
  },
  checkTechnicianPin: {
    method: 'POST',
    path: '/technicians/{id}/pin-check',
    summary: 'Whether the PIN is the technician’s (a shared bay tablet switching technician); 422 when not',
    auth: 'user',
    params: z.object({ id: uuidSchema }),
    body: pinCheckSchema,
    response: technicianSchema,
  },
  recordClockEvent: {
    method: 'POST',
    path: '/clock-events',
    summary: 'Record a clock event made on a device (append-only; the id it made answers it again)',
    auth: 'user',
    body: recordClockEventSchema,
    response: clockEventSchema,
    status: 201,
    idempotent: true,
    headers: z.object({
      ...idempotencyHeaders.shape,
      [DEVICE_CLOCK_HEADER]: z
        .optional(z.string())
        .check(z.describe('The device’s clock when it sent this (ISO 8601); more than 2 minutes out flags the event.')),
    }),
  },
  clockEvents: {
    method: 'GET',
    path: '/clock-events',
    summary: 'Clock events by device time, edited ones included and flagged; a technician sees their own',
    auth: 'user',
    query: z.object({
      technician: z.optional(uuidSchema),
      from: z.optional(instantSchema),
      to: z.optional(instantSchema),
    }),
    response: hydraCollection(clockEventSchema),
  },
  technicianFigures: {
    method: 'GET',
    path: '/technician-figures',
    summary: 'Per technician: attended, clocked on jobs, indirect by reason, sold hours, efficiency, productivity',
    auth: 'user',
    query: z.object({
      from: z.optional(daySchema),
      to: z.optional(daySchema),
      technician: z.optional(uuidSchema),
      per: z._default(z.enum(figurePers), 'period'),
    }),
    response: technicianFiguresSchema,
  },
  clockingSettings: {
    method: 'GET',
    path: '/clocking-settings',
    summary: 'The garage’s shift end, when a forgotten clock is closed (18:00 until it sets its own)',
    auth: 'user',
    response: clockingSettingsSchema,
  },
  saveClockingSettings: {
    method: 'PUT',
    path: '/clocking-settings',
    summary: 'Change the shift end (a manager); the rules read every clock with it from then on',
    auth: 'user',
    body: clockingSettingsSchema,
    response: clockingSettingsSchema,
  },
});
