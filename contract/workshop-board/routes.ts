import { z } from 'zod/mini';
import { daySchema } from '../clocking/schemas';
import { uuidSchema } from '../documents/line-keys';
import { defineRoutes, idempotencyHeaders } from '../http/route';
import { assignmentBodySchema, assignmentSchema, workshopBoardSchema } from './schemas';

/**
 * The workshop board (issue 47; design/api-routes.md, "Clocking and the workshop board"). The
 * account's manager and technicians see it; another account's work order answers 404. The board
 * answers an ETag that moves only when something on it does (If-None-Match → 304), so that
 * several tablets can poll it every few seconds.
 */
export const workshopBoardRoutes = defineRoutes('workshop-board', {
  workshopBoard: {
    method: 'GET',
    path: '/workshop-board',
    summary: 'The day’s work orders with their status and technicians, who is clocked on what since when',
    auth: 'user',
    query: z.object({ date: z.optional(daySchema) }),
    response: workshopBoardSchema,
  },
  assignWorkOrder: {
    method: 'POST',
    path: '/work-orders/{id}/assignment',
    summary: 'Give a work order to a technician on the board (or to nobody)',
    auth: 'user',
    params: z.object({ id: uuidSchema }),
    body: assignmentBodySchema,
    response: assignmentSchema,
    idempotent: true,
    headers: idempotencyHeaders,
  },
});
