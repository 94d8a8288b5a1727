import { claimsSchema, type Claims } from '../../contract/auth/schemas';
import { forgetProfile } from './profile-cache';

/** The specification's localStorage keys for the session (storefront-core §3). */
export const sessionKeys = {
  token: 'token',
  claims: 'claims',
  expiresAt: 'expires_at',
  refreshToken: 'refresh_token',
} as const;

const CHANGE_EVENT = 'workbay:session-change';

/** Stored claims, or null when absent or unreadable. */
export function readClaims(): Claims | null {
  const raw = localStorage.getItem(sessionKeys.claims);
  if (!raw) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return localStorage.getItem(sessionKeys.token) || null;
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(sessionKeys.refreshToken) || null;
}

/** expires_at in milliseconds, or null. */
export function readExpiresAt(): number | null {
  const value = Number(localStorage.getItem(sessionKeys.expiresAt));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function isExpired(now = Date.now()): boolean {
  const expiresAt = readExpiresAt();
  return expiresAt === null || now >= expiresAt;
}

export interface StoredSession {
  claims: Claims;
  /** Bearer mode only; cookie mode keeps the tokens in HttpOnly cookies. */
  token?: string;
  refreshToken?: string;
}

/** Stores claims and expires_at = exp × 1000, and the token pair when one is given. */
export function writeSession({ claims, token, refreshToken }: StoredSession): void {
  localStorage.setItem(sessionKeys.claims, JSON.stringify(claims));
  localStorage.setItem(sessionKeys.expiresAt, String(claims.exp * 1000));
  if (token) localStorage.setItem(sessionKeys.token, token);
  else localStorage.removeItem(sessionKeys.token);
  if (refreshToken) localStorage.setItem(sessionKeys.refreshToken, refreshToken);
  else localStorage.removeItem(sessionKeys.refreshToken);
  notifySessionChange();
}

/** Replaces the stored claims and their expiry, keeping the tokens. */
export function writeClaims(claims: Claims): void {
  localStorage.setItem(sessionKeys.claims, JSON.stringify(claims));
  localStorage.setItem(sessionKeys.expiresAt, String(claims.exp * 1000));
  notifySessionChange();
}

export function clearSession(): void {
  for (const key of Object.values(sessionKeys)) localStorage.removeItem(key);
  forgetProfile();
  notifySessionChange();
}

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls the listener when this tab or another changes the session keys. */
export function subscribeSession(listener: () => void): () => void {
  const keys: string[] = Object.values(sessionKeys);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
