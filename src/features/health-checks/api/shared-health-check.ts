import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import type { AnswerInput } from '../../../../contract/health-checks/answers';
import type { SharedHealthCheck } from '../../../../contract/health-checks/shared';
import { sharedHealthCheckRoutes } from '../../../../contract/health-checks/shared-routes';
import { defaultConfig, getConfig } from '../../../api/config';
import { send } from '../../../api/http';

/**
 * The customer's side of a health check (issue 46): no login, the link's token is the key. Only
 * the shared routes' schemas are loaded, and the transport alone (no session: the customer has
 * none), so the customer's page stays small on a phone.
 */
export function sharedHealthCheck(token: string, signal?: AbortSignal): Promise<SharedHealthCheck> {
  return send(sharedHealthCheckRoutes.sharedHealthCheck, { params: { token }, signal });
}

/** POST the customer's answers; the same key on a retry of the same tap, so they count once. */
export function sendCustomerAnswers(token: string, answers: AnswerInput[], key: string): Promise<SharedHealthCheck> {
  return send(sharedHealthCheckRoutes.sharedHealthCheckAnswers, {
    params: { token },
    body: { answers },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/** Where a photo is read through the link (an <img> loads it, lazily). */
export function sharedPhotoUrl(token: string, photoId: string): string {
  let baseUrl = defaultConfig.baseUrl;
  try {
    baseUrl = getConfig().baseUrl;
  } catch {
    // No stored config yet: the build's default base URL.
  }
  return `${baseUrl}/shared-health-checks/${encodeURIComponent(token)}/photos/${encodeURIComponent(photoId)}`;
}
