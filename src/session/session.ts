import { claimsSchema, type AuthResponse, type Claims, type LoginBody } from '../../contract/auth/schemas';
import { ApiError, ContractError, NotLoggedInError } from './api-error';
import { moveGuestBasketTo, releaseUserBasket } from './basket-storage';
import { getConfig } from './config';
import { forgetProfile } from './profile-cache';
import { send } from './http';
import { sessionNavigation } from './session-navigation';
import {
  clearSession,
  isExpired,
  readClaims,
  readExpiresAt,
  readRefreshToken,
  SHOW_VIN_KEY,
  writeSession,
} from './session-storage';
import { authRoutes } from '../../contract/auth/routes';

/** The claims inside a JWT access token (bearer mode); cookie mode asks GET /me instead. */
export function claimsFromToken(token: string): Claims {
  const payload = token.split('.')[1];
  if (!payload) throw new ContractError('login', 'the token is not a JWT');
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    return claimsSchema.parse(JSON.parse(json));
  } catch {
    throw new ContractError('login', 'the token claims are unreadable');
  }
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

/** POST /auth with email and password; a non-guest takes over the guest basket (§4). */
export async function login(credentials: LoginBody): Promise<Claims> {
  const claims = await storePair(await send(authRoutes.login, { body: credentials }));
  if (!claims.guest_user) moveGuestBasketTo(claims.id);
  return claims;
}

/** POST /auth with an empty body: a new guest session. */
export async function guestLogin(): Promise<Claims> {
  return storePair(await send(authRoutes.login, { body: {} }));
}

/**
 * Logout (§4): optionally keep the basket as the guest basket, drop the user's basket key and the
 * VIN flag, then POST /auth with an empty body, which ends the session and answers a guest pair.
 * When that fails the session keys are cleared and the error (with its message) is thrown.
 */
export async function logout({ keepBasket = false }: { keepBasket?: boolean } = {}): Promise<Claims> {
  const claims = readClaims();
  if (claims) releaseUserBasket(claims.id, keepBasket);
  localStorage.removeItem(SHOW_VIN_KEY);
  forgetProfile();
  try {
    return await storePair(await send(authRoutes.login, { body: {} }));
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** A 403 on refresh reloads the page when the server says it is down for maintenance (§4). */
export function isMaintenance(error: ApiError): boolean {
  const body = (error.body ?? {}) as Record<string, unknown>;
  return body.status === 'maintenance' || /maintenance/i.test(error.message);
}

async function requestRefresh(): Promise<Claims> {
  const refreshToken = getConfig().isCookies ? undefined : (readRefreshToken() ?? undefined);
  try {
    const pair = await send(authRoutes.refreshToken, { body: { refresh_token: refreshToken }, withToken: false });
    return await storePair(pair);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      return guestLogin();
    }
    if (error instanceof ApiError && error.status === 403) {
      const navigation = sessionNavigation();
      if (isMaintenance(error)) navigation.reload();
      else navigation.goToLogin();
    }
    throw error;
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
async function refreshAcrossTabs(): Promise<Claims> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return requestRefresh();
  const before = refreshMark();
  return locks.request(REFRESH_LOCK, async () => {
    const claims = readClaims();
    if (claims && refreshMark() !== before && !isExpired()) return claims;
    return requestRefresh();
  });
}

let inflight: Promise<Claims> | null = null;

/**
 * Token refresh (§4): runs when the expiry has passed or when forced. A guest, or nobody, cannot
 * refresh unless forced. Concurrent callers share one request (single flight).
 */
export async function refreshSession({ force = false }: { force?: boolean } = {}): Promise<Claims> {
  const claims = readClaims();
  if (!force) {
    if (!claims || claims.guest_user) throw new NotLoggedInError();
    if (!isExpired()) return claims;
  }
  inflight ??= refreshAcrossTabs().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** A session where there is none: a guest login (§4), shared by concurrent callers. */
export function startSession(): Promise<Claims> {
  starting ??= guestLogin().finally(() => {
    starting = null;
  });
  return starting;
}

let starting: Promise<Claims> | null = null;
