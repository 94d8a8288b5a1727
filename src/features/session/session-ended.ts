import { useSyncExternalStore } from 'react';
import { onSessionEvent } from '../../session/session-events';
import { readClaims, subscribeSession } from '../../session/session-storage';
import { subscribeSyncState, syncState } from '../../sync/sync-state';

/**
 * The person whose session ended in this tab (a refused refresh, or the replay of their changes
 * finding the session gone), until someone logs in or out: the login page says why it is asked for
 * and that their changes wait for them, whichever way the person got there (sent by a key
 * account's refused refresh, by a page for logged-in users, or of their own accord). In memory:
 * it is about what just happened in this tab.
 */
let endedFor: string | null = null;
const listeners = new Set<() => void>();

function set(userId: string | null): void {
  if (endedFor === userId) return;
  endedFor = userId;
  for (const listener of [...listeners]) listener();
}

export function sessionEndedFor(): string | null {
  return endedFor;
}

export function forgetSessionEnded(): void {
  set(null);
}

/**
 * Notes sessions as they end, until the returned function is called. Only the session of the
 * person logged in here counts: a guest's ending is no reason to ask anyone to log in. That person
 * is remembered as the claims change, since by the time the ending is told the claims are gone.
 */
export function watchSessionEnds(): () => void {
  let person: string | null = null;
  let paused = syncState().pausedFor;
  const track = () => {
    const claims = readClaims();
    if (claims && !claims.guest_user) person = claims.id;
  };
  const ended = (userId: string | null) => {
    if (userId !== null && userId === person) set(userId);
  };
  track();
  const offs = [
    subscribeSession(track),
    onSessionEvent((event) => {
      if (event.type === 'login' || event.type === 'logout') forgetSessionEnded();
      if (event.type === 'signed-out') ended(event.userId);
    }),
    subscribeSyncState(() => {
      // The replay found the session gone first: the person's queue waits for them. Only as it
      // pauses: it stays paused until the replay runs for them again, after they have logged in.
      const { pausedFor } = syncState();
      if (pausedFor !== paused && pausedFor !== readClaims()?.id) ended(pausedFor);
      paused = pausedFor;
    }),
  ];
  return () => offs.forEach((off) => off());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionEndedFor(): string | null {
  return useSyncExternalStore(subscribe, sessionEndedFor, sessionEndedFor);
}
