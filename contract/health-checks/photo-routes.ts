import { z } from 'zod/mini';
import { defineRoutes } from '../http/route';
import { CONTENT_DIGEST_HEADER } from '../http/headers';
import { uuidSchema } from '../documents/line-keys';
import { MAX_PHOTO_BYTES } from './photos';
import { healthCheckSchema } from './schemas';

/**
 * A health check's photos (design/api-routes.md, "Health checks"; issue 46). The upload is
 * idempotent by its own key, the photo's id and content hash, so it needs no Idempotency-Key:
 * 201 the first time, 200 for the same bytes again, 422 for other bytes under that id. Both answer
 * 404 for another account's check or photo.
 */
export const healthCheckPhotoRoutes = defineRoutes('health-checks', {
  putHealthCheckPhoto: {
    method: 'PUT',
    path: '/health-checks/{id}/photos/{photoId}',
    summary: 'Upload a photo of an item as JPEG bytes with their Content-Digest; answers the check with it',
    auth: 'user',
    query: z.object({ item: uuidSchema }),
    headers: z.object({
      [CONTENT_DIGEST_HEADER]: z
        .optional(z.string())
        .check(z.describe('The JPEG’s SHA-256 as RFC 9530 says: sha-256=:<base64>:')),
    }),
    consumes: { type: 'image/jpeg', maxBytes: MAX_PHOTO_BYTES },
    response: healthCheckSchema,
    status: 201,
  },
  healthCheckPhoto: {
    method: 'GET',
    path: '/health-checks/{id}/photos/{photoId}',
    summary: 'One photo of a health check, as JPEG, to the account’s users (immutable: an id never changes its bytes)',
    auth: 'user',
    produces: 'image/jpeg',
  },
});
