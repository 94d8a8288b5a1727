import { useSyncExternalStore } from 'react';
import type { Claims } from '../../contract/auth/schemas';
import { sessionStatus, subscribeSessionStatus, type SessionStatus } from './session-status';
import { readClaims, subscribeSession } from './session-storage';

export interface SessionState extends SessionStatus {
  claims: Claims | null;
  /** A logged-in person, not a guest (§4 session kinds). */
  isLoggedIn: boolean;
  isGuest: boolean;
}

let cached: { claims: Claims | null; status: SessionStatus; state: SessionState } | null = null;

function snapshot(): SessionState {
  // readClaims answers the same object while the stored claims are the same text.
  const claims = readClaims();
  const status = sessionStatus();
  if (cached && cached.claims === claims && cached.status === status) return cached.state;
  const state: SessionState = {
    ...status,
    claims,
    isLoggedIn: claims !== null && !claims.guest_user,
    isGuest: claims?.guest_user === true,
  };
  cached = { claims, status, state };
  return state;
}

function subscribe(listener: () => void): () => void {
  const offSession = subscribeSession(listener);
  const offStatus = subscribeSessionStatus(listener);
  return () => {
    offSession();
    offStatus();
  };
}

/** The current session's claims and start-up status, kept in step with storage and other tabs. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
