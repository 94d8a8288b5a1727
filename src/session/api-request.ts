import type { ResponseOf, RouteDef } from '../../contract/http/route';
import { ApiError, NotLoggedInError } from './api-error';
import { send, type OptionalIfEmpty, type SendOptions } from './http';
import { refreshSession, startSession } from './session';
import { isExpired, readClaims } from './session-storage';

/** Makes sure the session a route needs exists and is fresh before calling it. */
async function ensureSession(auth: 'session' | 'user'): Promise<void> {
  if (auth === 'user') {
    // Throws "You must be logged in to use this endpoint" with no claims or a guest (§6).
    const claims = await refreshSession();
    if (claims.guest_user) throw new NotLoggedInError();
    return;
  }
  const claims = readClaims();
  if (!claims) await startSession();
  else if (isExpired()) await refreshSession({ force: true });
}

/**
 * Calls a route of the table with the session it needs. An authenticated call answering 401
 * (a revoked or clock-skewed token) forces one refresh and is retried once (§4: a profile fetch
 * answering 401 in cookie mode forces a refresh).
 */
export async function apiRequest<R extends RouteDef>(
  route: R,
  ...options: OptionalIfEmpty<SendOptions<R>>
): Promise<ResponseOf<R>> {
  const auth = route.auth;
  if (auth === 'public') return send(route, ...options);
  await ensureSession(auth);
  try {
    return await send(route, ...options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const claims = await refreshSession({ force: true });
    if (auth === 'user' && claims.guest_user) throw new NotLoggedInError();
    return send(route, ...options);
  }
}
