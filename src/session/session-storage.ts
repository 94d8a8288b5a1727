import { z } from 'zod/mini';
import { claimsSchema, type Claims } from '../../contract/auth/schemas';
import { forgetProfile } from './profile-cache';
import { localText } from '../storage/local-text';
import { localValue } from '../storage/local-value';

/** The specification's localStorage keys for the session (storefront-core §3). */
export const sessionKeys = {
  token: 'token',
  claims: 'claims',
  expiresAt: 'expires_at',
  refreshToken: 'refresh_token',
} as const;

const CHANGE_EVENT = 'workbay:session-change';

// The claims are JSON; the tokens and expires_at are bare text, as the specification stores them.
const storedClaims = localValue(sessionKeys.claims, z.nullable(claimsSchema), null);
const storedToken = localText(sessionKeys.token);
const storedRefreshToken = localText(sessionKeys.refreshToken);
const storedExpiresAt = localText(sessionKeys.expiresAt);

/**
 * Stored claims, or null when absent or unreadable. The same object while the stored text is the
 * same (read on every call and every render): parsed once per change.
 */
export function readClaims(): Claims | null {
  return storedClaims.read();
}

export function readToken(): string | null {
  return storedToken.read() || null;
}

export function readRefreshToken(): string | null {
  return storedRefreshToken.read() || null;
}

/** expires_at in milliseconds, or null. */
export function readExpiresAt(): number | null {
  const value = Number(storedExpiresAt.read());
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
  storeClaims(claims);
  if (token) storedToken.write(token);
  else storedToken.remove();
  if (refreshToken) storedRefreshToken.write(refreshToken);
  else storedRefreshToken.remove();
  notifySessionChange();
}

/** Replaces the stored claims and their expiry, keeping the tokens. */
export function writeClaims(claims: Claims): void {
  storeClaims(claims);
  notifySessionChange();
}

function storeClaims(claims: Claims): void {
  storedClaims.write(claims);
  storedExpiresAt.write(String(claims.exp * 1000));
}

export function clearSession(): void {
  for (const stored of [storedClaims, storedToken, storedRefreshToken, storedExpiresAt]) stored.remove();
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
