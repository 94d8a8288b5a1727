import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../db/app-db';

/** How many of this user's changes wait on the device (pending, failed or in conflict). */
export function waitingCountOf(userId: string): Promise<number> {
  return appDb.outbox.where('[userId+id]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).count();
}

/** The same, kept live; 0 for nobody. */
export function useWaitingCount(userId: string | null | undefined): number {
  return useLiveQuery(() => (userId ? waitingCountOf(userId) : 0), [userId]) ?? 0;
}
