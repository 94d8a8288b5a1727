import { appDb } from '../db/app-db';
import type { OutboxEntry } from '../db/outbox';
import { entriesOfEntity } from '../db/outbox-queries';
import type { Operation, QueuedEntry } from './operations';
import { readPayload } from './payload';

/** At most this many queued changes go in one request (a bounded body, visible progress). */
export const MAX_FOLDED = 50;

/**
 * Before an entry is first sent it is sealed, in one transaction: its body is fixed for good, so
 * that every retry under its key sends the same request (the server refuses another body under a
 * key it knows). Sealing fixes two things:
 *
 * - the version the request is based on (`basedOn`): the server's version the device holds now,
 *   after the entity's earlier entries were answered; read at send time instead, a retry after a
 *   lost answer could carry another version than the first try;
 * - folding: the entity's changes queued right after it with the same operation are folded into
 *   it. A thousand quantity changes made during an outage then go as a few requests instead of a
 *   thousand, with the same effect. Only entries never sent are folded (an entity's entries go in
 *   order, so the ones after an unsent entry are unsent too, and a sealed entry may have reached
 *   the server and is left alone); the folded entry keeps its id, so its place in the queue and
 *   its Idempotency-Key.
 */
export async function sealEntry(entry: OutboxEntry, operation: Operation): Promise<QueuedEntry> {
  if (entry.sealed) return readPayload(operation, entry);
  return appDb.transaction('rw', [appDb.outbox, ...appDb.entityTables()], async () => {
    const stored = await appDb.outbox.get(entry.id);
    if (!stored || stored.sealed) return readPayload(operation, stored ?? entry);
    // Parsed before anything is written: a payload that does not parse is never sealed.
    const head = readPayload(operation, stored);
    const folded = operation.fold ? await foldInto(head, operation) : {};
    const basedOn = await operation.baseVersion?.(head);
    const seal = { ...folded, sealed: true, ...(basedOn === undefined ? {} : { basedOn }) };
    await appDb.outbox.put({ ...stored, ...seal });
    return { ...head, ...seal };
  });
}

/**
 * Folds the entity's following unsent entries of the same operation into `head`, deleting them. A
 * following entry whose payload does not parse ends the run: it is refused on its own turn.
 */
async function foldInto(head: QueuedEntry, operation: Operation): Promise<{ payload: unknown; description: string }> {
  const run: OutboxEntry[] = [];
  await entriesOfEntity(head.entityId, head.id)
    .until(
      (next) =>
        next.operation !== head.operation ||
        next.state !== 'pending' ||
        next.userId !== head.userId ||
        next.sealed === true ||
        run.length >= MAX_FOLDED - 1,
    )
    .each((next) => void run.push(next));
  const payloads: unknown[] = [head.payload];
  for (const next of run) {
    const parsed = operation.payload.safeParse(next.payload);
    if (!parsed.success) break;
    payloads.push(parsed.data);
  }
  const { payload, taken } = operation.fold?.(payloads) ?? { payload: head.payload, taken: 1 };
  const folded = run.slice(0, Math.max(0, taken - 1));
  await appDb.outbox.bulkDelete(folded.map((next) => next.id));
  const more = folded.length;
  if (!more) return { payload, description: head.description };
  return { payload, description: `${head.description}, and ${more} more ${more === 1 ? 'change' : 'changes'}` };
}
