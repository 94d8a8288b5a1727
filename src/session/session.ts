import { decodeJwt } from 'jose';
import { claimsSchema, type AuthResponse, type Claims, type LoginBody } from '../../contract/auth/schemas';
import { authRoutes } from '../../contract/auth/routes';
import { ApiError, ContractError, NotLoggedInError } from '../api/api-error';
import { getConfig } from '../api/config';
import { send } from '../api/http';
import { singleFlight } from '../api/single-flight';
import { emitSessionEvent } from './session-events';
import { forgetProfile, readProfile } from './profile-cache';
import {
  clearSession,
  isExpired,
  readClaims,
  readExpiresAt,
  readRefreshToken,
  readToken,
  writeSession,
} from './session-storage';

/**
 * The claims inside a JWT access token (bearer mode); cookie mode asks GET /me instead. jose reads
 * the token (base64url, UTF-8, JSON) without checking its signature: the server that issued it
 * checks that on every call, and the device only needs to know whose session it holds.
 */
export function claimsFromToken(token: string): Claims {
  let payload: unknown;
  try {
    payload = decodeJwt(token);
  } catch {
    throw new ContractError('login', 'the token is not a JWT');
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new ContractError('login', 'the token claims are unreadable');
  return claims.data;
}

/** Stores an answered token pair and its claims (§4 Login, docs/session.md). */
async function storePair(pair: AuthResponse): Promise<Claims> {
  if (getConfig().isCookies) {
    // The pair is in HttpOnly cookies; only the claims and their expiry are kept here.
    const claims = await send(authRoutes.me);
    writeSession({ claims });
    return claims;
  }
  const claims = claimsFromToken(pair.token);
  writeSession({ claims, token: pair.token, refreshToken: pair.refresh_token });
  return claims;
}

/**
 * POST /auth with email and password. The current (guest) token goes along, so that the server
 * knows which guest became this user (their basket may follow them: PUT /baskets/{id}/convert).
 */
export function login(credentials: LoginBody): Promise<Claims> {
  return changingSession(async () => {
    const before = readClaims();
    const claims = await storePair(await send(authRoutes.login, { body: credentials, token: readToken() }));
    if (!claims.guest_user) {
      emitSessionEvent({ type: 'login', userId: claims.id, guestId: before?.guest_user ? before.id : null });
    }
    return claims;
  });
}

/** A login or logout under way: its answer replaces the stored session when it comes. */
let sessionChange: Promise<unknown> | null = null;

function changingSession<T>(change: () => Promise<T>): Promise<T> {
  const running = change();
  sessionChange = running;
  const done = () => {
    if (sessionChange === running) sessionChange = null;
  };
  running.then(done, done);
  return running;
}

/** POST /auth with an empty body: a new guest session. */
export async function guestLogin(): Promise<Claims> {
  return storePair(await send(authRoutes.login, { body: {} }));
}

export interface LogoutOptions {
  /** Hand the basket to the new guest (§4 Logout). */
  keepBasket?: boolean;
  /** Runs afterwards, whatever the server said (§4: "runs a callback or goes to the root page"). */
  then?: () => void;
}

/**
 * Logout (§4): features drop their per-user local state on the 'logout' event, then POST /auth
 * with an empty body ends the session and answers a guest pair. When that fails the session keys
 * are cleared and the error (with its message) is thrown.
 */
export async function logout({ keepBasket = false, then }: LogoutOptions = {}): Promise<Claims> {
  const claims = readClaims();
  if (claims && !claims.guest_user) emitSessionEvent({ type: 'logout', userId: claims.id, keepBasket });
  forgetProfile();
  try {
    return await changingSession(async () => storePair(await send(authRoutes.login, { body: {}, token: readToken() })));
  } catch (error) {
    clearSession();
    throw error;
  } finally {
    then?.();
  }
}

/** A 403 on refresh reloads the page when the server says it is down for maintenance (§4). */
export function isMaintenance(error: ApiError): boolean {
  const body = (error.body ?? {}) as Record<string, unknown>;
  return body.status === 'maintenance' || /maintenance/i.test(error.message);
}

/**
 * What a refresh came to. The session layer never navigates: features/session acts on the
 * 'signed-out' and 'maintenance' events, and a replaying queue pauses on anything but 'refreshed'.
 */
export type RefreshOutcome =
  { kind: 'refreshed'; claims: Claims } | { kind: 'signed-out'; toLogin: boolean } | { kind: 'maintenance' };

/** The trade variant of §4 applies to key-account users (their last user record says so). */
function isKeyAccount(userId: string): boolean {
  return readProfile(userId)?.user.isKeyAccount === 'true';
}

/** Which session is stored: a login, a logout or a refresh changes it. */
const storedSessionMark = () => `${readClaims()?.id ?? ''}|${readToken() ?? ''}|${readExpiresAt() ?? ''}`;

async function requestRefresh(): Promise<RefreshOutcome> {
  const refreshToken = getConfig().isCookies ? undefined : (readRefreshToken() ?? undefined);
  const sentFor = storedSessionMark();
  try {
    const pair = await send(authRoutes.refreshToken, { body: { refresh_token: refreshToken } });
    return { kind: 'refreshed', claims: await storePair(pair) };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error;
    // A login (or logout) stored another session while the refresh was out, or is about to: the
    // refusal was for the session it replaces, so the new one stays. Seen in the browser tests: a
    // guest's request answered 401 as the person logged in (in cookie mode the login stores its
    // session only after GET /me), and the refused refresh then ended the new login.
    await sessionChange?.catch(() => {});
    const now = readClaims();
    if (now && storedSessionMark() !== sentFor) return { kind: 'refreshed', claims: now };
    const before = now;
    if (error.status === 403 && isMaintenance(error)) {
      emitSessionEvent({ type: 'maintenance' });
      return { kind: 'maintenance' };
    }
    // 401 (or 403 not for maintenance): the session is gone. A key account goes to the login
    // page (trade variant); anyone else carries on as a new guest (basic variant).
    const toLogin = error.status === 403 || (before !== null && !before.guest_user && isKeyAccount(before.id));
    clearSession();
    if (!toLogin) await guestLogin();
    emitSessionEvent({ type: 'signed-out', userId: before?.id ?? null, toLogin });
    return { kind: 'signed-out', toLogin };
  }
}

/** The Web Locks name under which one tab at a time refreshes. */
export const REFRESH_LOCK = 'workbay-token-refresh';

/** What changes in storage when any tab refreshes: the refresh token, or in cookie mode the expiry. */
const refreshMark = () => (getConfig().isCookies ? String(readExpiresAt()) : readRefreshToken());

/**
 * Tabs share one refresh token, and presenting a used one revokes the whole session. So one tab
 * refreshes at a time, and a tab that waited while another refreshed takes the pair that tab stored.
 */
async function refreshAcrossTabs(): Promise<RefreshOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return requestRefresh();
  const before = refreshMark();
  return locks.request(REFRESH_LOCK, async (): Promise<RefreshOutcome> => {
    const claims = readClaims();
    if (claims && refreshMark() !== before && !isExpired()) return { kind: 'refreshed', claims };
    return requestRefresh();
  });
}

/** Concurrent callers in this tab share one refresh (single flight). */
const refreshOnce = singleFlight(refreshAcrossTabs);

/**
 * Token refresh (§4): runs when the expiry has passed or when forced. A guest, or nobody, cannot
 * refresh unless forced ("You must be logged in to use this endpoint").
 */
export async function refreshSession({ force = false }: { force?: boolean } = {}): Promise<RefreshOutcome> {
  const claims = readClaims();
  if (!force) {
    if (!claims || claims.guest_user) throw new NotLoggedInError();
    if (!isExpired()) return { kind: 'refreshed', claims };
  }
  return refreshOnce();
}

/** A session where there is none: a guest login (§4), shared by concurrent callers. */
export const startSession = singleFlight(guestLogin);
