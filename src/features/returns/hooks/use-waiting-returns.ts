import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '../../../db/outbox';
import { useSession } from '../../../session/use-session';
import { waitingReturns } from '../return-outbox';

/** The person's returns waiting in the outbox, live; empty while loading. */
export function useWaitingReturns(): OutboxEntry[] {
  const userId = useSession().claims?.id ?? '';
  return useLiveQuery(() => (userId ? waitingReturns(userId) : []), [userId]) ?? [];
}
