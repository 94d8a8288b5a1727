import { appDb } from '../db/app-db';
import type { OutboxEntry } from '../db/outbox';
import { entriesOfEntity } from '../db/outbox-queries';
import type { Operation } from './operations';

/** At most this many queued changes go in one request (a bounded body, visible progress). */
export const MAX_FOLDED = 50;

/**
 * Before an entry is first sent: the entity's changes queued right after it with the same
 * operation are folded into it, and it is sealed, in one transaction. A thousand quantity changes
 * made during an outage then go as a few requests instead of a thousand, with the same effect.
 *
 * Exactly once still holds: only entries never sent are folded (an entity's entries go in order,
 * so the ones after an unsent entry are unsent too, and a sealed entry may have reached the server
 * and is left alone); the folded entry keeps its id, so its place in the queue and its
 * Idempotency-Key, and once sealed its body never changes, so a retry sends the same request.
 */
export async function foldFollowing(entry: OutboxEntry, operation: Operation): Promise<OutboxEntry> {
  const fold = operation.fold;
  if (!fold || entry.sealed) return entry;
  return appDb.transaction('rw', appDb.outbox, async () => {
    const head = await appDb.outbox.get(entry.id);
    if (!head || head.sealed) return head ?? entry;
    const run: OutboxEntry[] = [];
    await entriesOfEntity(head.entityId, head.id)
      .until((next) => next.operation !== head.operation || next.state !== 'pending' || next.userId !== head.userId || next.sealed === true || run.length >= MAX_FOLDED - 1)
      .each((next) => void run.push(next));
    const { payload, taken } = fold([head.payload, ...run.map((next) => next.payload)]);
    const folded = run.slice(0, Math.max(0, taken - 1));
    const sealed: OutboxEntry = {
      ...head,
      payload,
      sealed: true,
      description: folded.length ? `${head.description}, and ${folded.length} more ${folded.length === 1 ? 'change' : 'changes'}` : head.description,
    };
    await appDb.outbox.bulkDelete(folded.map((next) => next.id));
    await appDb.outbox.put(sealed);
    return sealed;
  });
}
