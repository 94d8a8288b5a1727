import { uuidv7 } from '../../contract/ids/uuid-v7';
import { appDb } from '../db/app-db';
import { requestKeyOf, type OutboxEntry } from '../db/outbox';
import { operationFor } from './operations';
import { PayloadError, refuseUnreadable, tryReadPayload } from './payload';
import { announceChange } from './sync-signal';

/**
 * The entry as a new request: a new key (the server keeps the old key's answer), its body fixed
 * with what changed, and its place in the queue kept.
 */
function asNewRequest(entry: OutboxEntry, changed: Partial<OutboxEntry>): OutboxEntry {
  return {
    ...entry,
    ...changed,
    requestKey: uuidv7(),
    settles: requestKeyOf(entry),
    sealed: true,
    state: 'pending',
    nextAttemptAt: 0,
    lastError: null,
    violations: [],
  };
}

/**
 * The person asks to send a change again now. A refused change goes as a new request (a new key,
 * based on the server's version now): the server keeps its refusal as the old key's answer, so the
 * same key would only replay it. A change waiting out a back-off keeps its key and body.
 */
export async function retryEntry(entryId: string): Promise<void> {
  await appDb.transaction('rw', [appDb.outbox, ...appDb.entityTables()], async () => {
    const entry = await appDb.outbox.get(entryId);
    if (!entry) return;
    if (entry.state !== 'failed') {
      await appDb.outbox.update(entryId, { nextAttemptAt: 0 });
      return;
    }
    const operation = operationFor(entry.operation);
    const parsed = tryReadPayload(operation, entry);
    // A change whose payload cannot be read stays refused: sent again, it could only fail again.
    if (!parsed) return;
    const basedOn = await operation.baseVersion?.(parsed);
    await appDb.outbox.put(asNewRequest(entry, basedOn === undefined ? {} : { basedOn }));
  });
  announceChange();
}

/** The person gives a change up: it is removed, and its entity told so it can undo it locally. */
export async function discardEntry(entryId: string): Promise<void> {
  const entry = await appDb.outbox.get(entryId);
  if (!entry) return;
  await appDb.transaction('rw', [appDb.outbox, appDb.conflicts, ...appDb.entityTables()], async () => {
    // One whose payload cannot be read is simply removed: undoing it locally would read the payload.
    const operation = operationFor(entry.operation);
    const parsed = tryReadPayload(operation, entry);
    if (parsed) await operation.discarded?.(parsed);
    await appDb.conflicts.delete(entryId);
    await appDb.outbox.delete(entryId);
  });
  announceChange();
}

/**
 * A conflict resolved by the person. 'theirs': take the server's copy and drop the change.
 * 'mine': a new request, based on the server's copy, under a new Idempotency-Key: the old key
 * keeps its 409 answer on the server (resending it would only replay that answer, or be refused as
 * another body under a known key). The entry keeps its place in the queue, so what was queued
 * after it (a payment behind a confirm) still goes after it; the conflict is closed as settled.
 */
export async function resolveConflict(entryId: string, choice: 'mine' | 'theirs'): Promise<void> {
  const conflict = await appDb.conflicts.get(entryId);
  const entry = await appDb.outbox.get(entryId);
  if (!conflict || !entry) return;
  const operation = operationFor(entry.operation);
  const parsed = tryReadPayload(operation, entry);
  await appDb.transaction('rw', [appDb.outbox, appDb.conflicts, ...appDb.entityTables()], async () => {
    if (!parsed) {
      // Neither choice can be carried out without reading the change: it is refused in words instead.
      await refuseUnreadable(entry, new PayloadError(entry, 'the payload does not parse'));
    } else if (choice === 'mine') {
      const settlement = (await operation.keepMine(parsed, conflict.theirs)) ?? {};
      await appDb.outbox.put({ ...asNewRequest(entry, settlement), attempts: 0 });
    } else {
      await operation.takeTheirs(parsed, conflict.theirs);
      await appDb.outbox.delete(entryId);
    }
    await appDb.conflicts.delete(entryId);
  });
  announceChange();
}
