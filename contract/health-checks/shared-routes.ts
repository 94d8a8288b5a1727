import { defineRoutes } from '../http/route';
import { customerAnswersSchema } from './answers';
import { sharedHealthCheckSchema } from './shared';

/**
 * The customer's side of a health check (issue 46), with no login: the link's token is the key.
 * Kept apart from the garage's routes so that the customer's page loads only these schemas.
 * A withdrawn, unknown or run-out link answers 404 saying which, in plain words.
 */
export const sharedHealthCheckRoutes = defineRoutes('health-checks', {
  sharedHealthCheck: {
    method: 'GET',
    path: '/shared-health-checks/{token}',
    summary: 'The health check as its customer sees it through the link: red and amber items, prices, answers',
    auth: 'public',
    response: sharedHealthCheckSchema,
  },
  sharedHealthCheckAnswers: {
    method: 'POST',
    path: '/shared-health-checks/{token}/answers',
    summary:
      'The customer approves, declines or puts off items; each item is answered once, a replay is taken as given',
    auth: 'public',
    body: customerAnswersSchema,
    response: sharedHealthCheckSchema,
    idempotent: true,
  },
  sharedHealthCheckPhoto: {
    method: 'GET',
    path: '/shared-health-checks/{token}/photos/{photoId}',
    summary: 'A photo of a red or amber item, through the customer’s link',
    auth: 'public',
    produces: 'image/jpeg',
  },
});
