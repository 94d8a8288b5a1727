import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import type { OutboxEntry } from '../../db/outbox';
import { useSession } from '../../session/use-session';
import { useSyncState } from '../../sync/sync-state';
import { entriesOfUser } from '../../db/outbox-queries';

/**
 * This person's waiting changes, oldest first, and how many belong to other accounts. A person
 * whose session ended (the queue paused for them) still sees their own changes as theirs.
 */
export function useWaitingChanges(): { entries: OutboxEntry[]; others: number; loaded: boolean } {
  const { claims } = useSession();
  const { pausedFor } = useSyncState();
  // A guest screen (or none) after a lost session shows the paused person's changes as theirs.
  const userId = claims && !claims.guest_user ? claims.id : (pausedFor ?? claims?.id ?? '');
  const result = useLiveQuery(async () => {
    const entries = await entriesOfUser(userId).toArray();
    const all = await appDb.outbox.count();
    return { entries, others: all - entries.length };
  }, [userId]);
  return { entries: result?.entries ?? [], others: result?.others ?? 0, loaded: result !== undefined };
}
