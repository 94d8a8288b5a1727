import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '../../../db/outbox';
import { useSession } from '../../../session/use-session';
import { returnPayloadSchema, waitingReturns, type ReturnPayload } from '../return-outbox';

export type RefusedReturn = OutboxEntry & { payload: ReturnPayload };

/**
 * The latest return of this order that the server refused after it waited in the outbox, so the
 * form it was made in can show the refusal beside the lines again (architecture: a refusal shows
 * where it was made). Undefined while the device is read; null when there is none.
 */
export function useRefusedReturn(orderId: string): RefusedReturn | null | undefined {
  const userId = useSession().claims?.id ?? '';
  return useLiveQuery(async () => {
    if (!userId || !orderId) return null;
    const refused = (await waitingReturns(userId)).filter((entry): entry is RefusedReturn => {
      const payload = returnPayloadSchema.safeParse(entry.payload);
      return entry.state === 'failed' && payload.success && payload.data.body.order === orderId;
    });
    return refused.at(-1) ?? null;
  }, [userId, orderId]);
}
