import { useLiveQuery } from 'dexie-react-hooks';
import { entriesOfUser } from '../db/outbox-queries';

/** How many of this user's changes wait on the device (pending, failed or in conflict). */
export function waitingCountOf(userId: string): Promise<number> {
  return entriesOfUser(userId).count();
}

/** The same, kept live; 0 for nobody. */
export function useWaitingCount(userId: string | null | undefined): number {
  return useLiveQuery(() => (userId ? waitingCountOf(userId) : 0), [userId]) ?? 0;
}
