import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { localValue } from '../storage/local-value';

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

// Kept on the device: after a reload (or the login page the app goes to) the app still knows
// whose changes wait and why, so it can say so instead of "another account".
const pausedForValue = localValue('workbay-sync-paused-for', z.nullable(z.string()), null);

function storedPausedFor(): string | null {
  try {
    return pausedForValue.read();
  } catch {
    return null;
  }
}

let state: SyncState = { replaying: false, pausedFor: storedPausedFor(), lastRunAt: null };
const listeners = new Set<() => void>();

export function syncState(): SyncState {
  return state;
}

export function setSyncState(change: Partial<SyncState>): void {
  state = { ...state, ...change };
  if ('pausedFor' in change) {
    try {
      if (change.pausedFor) pausedForValue.write(change.pausedFor);
      else pausedForValue.remove();
    } catch {
      // No storage (private mode, full): the state still holds for this tab.
    }
  }
  for (const listener of [...listeners]) listener();
}

export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSyncState, syncState, syncState);
}
