import { z } from 'zod/mini';
import { hydraCollection, queryText } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { staffAnswersSchema } from './answers';
import { deferredDues, deferredWorkSchema } from './deferred';
import { healthCheckSchema } from './schemas';
import { healthCheckShareSchema } from './shared';

/**
 * The garage's side of the customer's answer (issue 46): the link, answers taken by phone or at
 * the counter, and the work deferred on vehicles. By the trade account: another's answers 404.
 */
export const healthCheckAnswerRoutes = defineRoutes('health-checks', {
  shareHealthCheck: {
    method: 'POST',
    path: '/health-checks/{id}/share',
    summary: 'Send to the customer: the check’s link (made once, reused until withdrawn or run out); the check is sent',
    auth: 'user',
    response: healthCheckShareSchema,
    idempotent: true,
  },
  withdrawHealthCheckShare: {
    method: 'DELETE',
    path: '/health-checks/{id}/share',
    summary: 'Withdraw the link: it stops working and says so',
    auth: 'user',
    status: 204,
    idempotent: true,
  },
  answerHealthCheck: {
    method: 'POST',
    path: '/health-checks/{id}/answers',
    summary: 'Record the customer’s answers taken by phone or in person; approved work becomes authorised jobs',
    auth: 'user',
    body: staffAnswersSchema,
    response: healthCheckSchema,
    idempotent: true,
  },
  deferredWork: {
    method: 'GET',
    path: '/deferred-work',
    summary: 'Work declined or put off, by follow-up date: upcoming (soonest first) or overdue',
    auth: 'user',
    query: z.object({ vrm: z.optional(queryText(12)), due: z.optional(z.enum(deferredDues)) }),
    response: hydraCollection(deferredWorkSchema),
  },
});
