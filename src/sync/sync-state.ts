import { useSyncExternalStore } from 'react';

/**
 * What the engine is doing, for the header and the sync panel. `pausedFor` is the user whose
 * session was lost mid-replay: their changes wait, untouched, until that same user logs in again.
 */
export interface SyncState {
  replaying: boolean;
  pausedFor: string | null;
  /** When the last replay finished (epoch ms), or null. */
  lastRunAt: number | null;
}

let state: SyncState = { replaying: false, pausedFor: null, lastRunAt: null };
const listeners = new Set<() => void>();

export function syncState(): SyncState {
  return state;
}

export function setSyncState(change: Partial<SyncState>): void {
  state = { ...state, ...change };
  for (const listener of [...listeners]) listener();
}

export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSyncState, syncState, syncState);
}
