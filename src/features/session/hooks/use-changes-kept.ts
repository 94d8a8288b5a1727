import { useLiveQuery } from 'dexie-react-hooks';
import { entriesOfUser } from '../../../db/outbox-queries';

/** How many of a person's changes wait on this device to be sent for them (undefined while counting). */
export function useChangesKept(userId: string | null): number | undefined {
  return useLiveQuery(() => (userId ? entriesOfUser(userId).count() : 0), [userId]);
}
