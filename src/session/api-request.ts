import type { Claims } from '../../contract/auth/schemas';
import type { ResponseOf, RouteDef } from '../../contract/http/route';
import { ApiError, NotLoggedInError } from '../api/api-error';
import { send, type OptionalIfEmpty, type SendOptions } from '../api/http';
import { refreshSession, startSession, type RefreshOutcome } from './session';
import { isExpired, readClaims, readToken } from './session-storage';

/**
 * Whose session a call may run under.
 * - 'screen' (the default): a call made by the screen the person is looking at. It may start a
 *   guest session when there is none (§4), and follows whatever session a refresh leaves.
 * - { replayAs }: a change queued earlier, replayed by the sync engine. It runs only under the
 *   user who queued it: it never starts, swaps or ends a session, and stops with SessionLostError
 *   when that user's session is gone, so that the queue pauses until they log in again.
 */
export type SessionPolicy = 'screen' | { replayAs: string };

/** The queued user's session is gone (refused refresh, logout, another person logged in). */
export class SessionLostError extends Error {
  readonly userId: string;

  constructor(userId: string) {
    super('Your session has ended. Log in again to send the changes waiting on this device.');
    this.name = 'SessionLostError';
    this.userId = userId;
  }
}

/** The server is down for maintenance; the page reloads (features/session). */
export class MaintenanceError extends Error {
  constructor() {
    super('Workbay is down for maintenance. Please try again in a few minutes.');
    this.name = 'MaintenanceError';
  }
}

export type RequestOptions<R extends RouteDef> = SendOptions<R> & { policy?: SessionPolicy };

function claimsAfter(outcome: RefreshOutcome): Claims | null {
  if (outcome.kind === 'maintenance') throw new MaintenanceError();
  return outcome.kind === 'refreshed' ? outcome.claims : readClaims();
}

/** Makes sure the session a screen's call needs exists and is fresh before sending it. */
async function ensureForScreen(auth: 'session' | 'user'): Promise<void> {
  if (auth === 'user') {
    // Throws "You must be logged in to use this endpoint" with no claims or a guest (§6).
    const claims = claimsAfter(await refreshSession());
    if (!claims || claims.guest_user) throw new NotLoggedInError();
    return;
  }
  const claims = readClaims();
  if (!claims) await startSession();
  else if (isExpired() && !claimsAfter(await refreshSession({ force: true }))) throw new NotLoggedInError();
}

/** A replayed call: the stored session must still be the queued user's, refreshed if expired. */
async function ensureForReplay(userId: string, forceRefresh = false): Promise<void> {
  if (readClaims()?.id !== userId) throw new SessionLostError(userId);
  if (!forceRefresh && !isExpired()) return;
  const outcome = await refreshSession({ force: true });
  if (outcome.kind !== 'refreshed' || outcome.claims.id !== userId) throw new SessionLostError(userId);
}

/**
 * Calls a route of the table under the session its policy allows. An authenticated call answering
 * 401 (a revoked or clock-skewed token) forces one refresh and is tried once more (§4: a profile
 * fetch answering 401 in cookie mode forces a refresh).
 */
export async function apiRequest<R extends RouteDef>(
  route: R,
  ...[options]: OptionalIfEmpty<RequestOptions<R>>
): Promise<ResponseOf<R>> {
  const { policy = 'screen', ...rest } = (options ?? {}) as RequestOptions<R>;
  const call = () =>
    send(route, ...([{ ...rest, token: rest.token ?? readToken() }] as OptionalIfEmpty<SendOptions<R>>));
  const auth = route.auth;
  if (auth === 'public') return call();
  if (policy === 'screen') await ensureForScreen(auth);
  else await ensureForReplay(policy.replayAs);
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (policy !== 'screen') {
      await ensureForReplay(policy.replayAs, true);
      return call();
    }
    const claims = claimsAfter(await refreshSession({ force: true }));
    if (!claims || (auth === 'user' && claims.guest_user)) throw new NotLoggedInError();
    return call();
  }
}
