import { appDb } from '../db/app-db';
import { operationFor } from './operations';
import { announceChange } from './sync-signal';

/** The person asks to send a failed entry again now. */
export async function retryEntry(entryId: string): Promise<void> {
  await appDb.outbox.update(entryId, { state: 'pending', nextAttemptAt: 0 });
  announceChange();
}

/** The person gives a change up: it is removed, and its entity told so it can undo it locally. */
export async function discardEntry(entryId: string): Promise<void> {
  const entry = await appDb.outbox.get(entryId);
  if (!entry) return;
  await appDb.transaction('rw', [appDb.outbox, appDb.conflicts, ...appDb.entityTables()], async () => {
    await operationFor(entry.operation).discarded?.(entry);
    await appDb.conflicts.delete(entryId);
    await appDb.outbox.delete(entryId);
  });
  announceChange();
}

/**
 * A conflict resolved by the person. 'mine': send the change again, based on the server's
 * current version (it then overwrites). 'theirs': take the server's copy and drop the change.
 */
export async function resolveConflict(entryId: string, choice: 'mine' | 'theirs'): Promise<void> {
  const conflict = await appDb.conflicts.get(entryId);
  const entry = await appDb.outbox.get(entryId);
  if (!conflict || !entry) return;
  const operation = operationFor(entry.operation);
  await appDb.transaction('rw', [appDb.outbox, appDb.conflicts, ...appDb.entityTables()], async () => {
    if (choice === 'mine') {
      await operation.keepMine(entry, conflict.theirs);
      await appDb.outbox.update(entryId, { state: 'pending', nextAttemptAt: 0, lastError: null });
    } else {
      await operation.takeTheirs(entry, conflict.theirs);
      await appDb.outbox.delete(entryId);
    }
    await appDb.conflicts.delete(entryId);
  });
  announceChange();
}
