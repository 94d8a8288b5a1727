import { z } from 'zod/mini';
import { defineRoutes } from '../http/route';
import { healthCheckFiguresSchema } from './figures';
import { daySchema } from './schemas';

/**
 * The service manager's numbers (issue 46; ours: api-routes.md names none). Per week from `from`
 * to `to` (days, inclusive; the last eight weeks when not given), the account's only.
 */
export const healthCheckFigureRoutes = defineRoutes('health-checks', {
  healthCheckFigures: {
    method: 'GET',
    path: '/health-check-figures',
    summary:
      'Per week and technician: checks sent, opened, answered, red and amber found, approved, declined, deferred',
    auth: 'user',
    query: z.object({ from: z.optional(daySchema), to: z.optional(daySchema) }),
    response: healthCheckFiguresSchema,
  },
});

/** The longest period asked at once: a year of weeks. */
export const MAX_FIGURE_DAYS = 371;
