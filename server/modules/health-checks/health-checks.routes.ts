import { CONTENT_DIGEST_HEADER } from '../../../contract/http/headers';
import type { RouteDeps } from '../../http/route-deps';

/** A photo's bytes never change under its id, and are the account's own: kept a year, in the browser only. */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

/** The health-check calls of design/api-routes.md ("Health checks"). Thin: the service has the rules. */
export function healthChecksRoutes({ route, services }: RouteDeps): void {
  const checks = services.healthChecks;
  route('healthChecks', {
    handler: async ({ auth, query }) =>
      checks.list(auth, {
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        status: query.status,
        vrm: query.vrm,
        workOrder: query.workOrder,
      }),
  });
  route('createHealthCheck', {
    handler: async ({ auth, body, setStatus }) => {
      const { healthCheck, created } = await checks.create(auth, body);
      if (!created) setStatus(200);
      return healthCheck;
    },
  });
  route('healthCheck', { handler: async ({ auth, params }) => checks.get(auth, params.id) });
  route('changeHealthCheck', {
    handler: async ({ auth, params, body }) => checks.change(auth, params.id, body.changes),
  });
  route('healthCheckTemplates', { handler: async ({ auth }) => checks.templates(auth) });
  route('healthCheckSettings', { handler: async ({ auth }) => checks.settings(auth) });
  route('saveHealthCheckSettings', { handler: async ({ auth, body }) => checks.saveSettings(auth, body) });
  route('healthCheckFigures', {
    handler: async ({ auth, query }) => services.healthCheckFigures.figures(auth, query),
  });

  const photos = services.healthCheckPhotos;
  route('putHealthCheckPhoto', {
    handler: async ({ auth, params, query, request, body, setStatus }) => {
      const digest = request.headers[CONTENT_DIGEST_HEADER];
      const { healthCheck, created } = await photos.put(auth, {
        checkId: params.id,
        photoId: params.photoId,
        itemId: query.item,
        digest: Array.isArray(digest) ? digest.join(',') : digest,
        body,
      });
      if (!created) setStatus(200);
      return healthCheck;
    },
  });
  route('healthCheckPhoto', {
    handler: async ({ auth, params, reply }) => {
      const bytes = await photos.get(auth, params.id, params.photoId);
      reply.header('cache-control', PHOTO_CACHE);
      return bytes;
    },
  });
}
