import { contentDigestOf } from '../../../../contract/health-checks/photos';
import { healthCheckPhotoRoutes } from '../../../../contract/health-checks/photo-routes';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import { CONTENT_DIGEST_HEADER } from '../../../../contract/http/headers';
import { apiRequest, type SessionPolicy } from '../../../session/api-request';

/**
 * PUT /health-checks/{id}/photos/{photoId}: the JPEG with its digest. Idempotent by the photo's
 * id and hash, so a replay after a lost answer is 200 with the check, never a second photo.
 */
export function sendPhoto(
  checkId: string,
  photo: { id: string; item: string; sha256: string; blob: Blob },
  policy: SessionPolicy,
): Promise<HealthCheck> {
  return apiRequest(healthCheckPhotoRoutes.putHealthCheckPhoto, {
    params: { id: checkId, photoId: photo.id },
    query: { item: photo.item },
    body: photo.blob,
    headers: { [CONTENT_DIGEST_HEADER]: contentDigestOf(photo.sha256) },
    // A photo on a slow bay Wi-Fi takes longer than a JSON change.
    timeoutMs: 60_000,
    policy,
  });
}

/** GET /health-checks/{id}/photos/{photoId}: a photo the device no longer holds, as a Blob. */
export async function fetchPhoto(checkId: string, photoId: string, signal?: AbortSignal): Promise<Blob> {
  const bytes = await apiRequest(healthCheckPhotoRoutes.healthCheckPhoto, {
    params: { id: checkId, photoId },
    signal,
  });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
}
