import { Dexie, type Collection } from 'dexie';
import { appDb } from './app-db';
import type { OutboxEntry } from './outbox';

/**
 * The two ways the outbox is read, in one place: a user's entries and an entity's entries, each
 * oldest first (ids are UUID v7). Collections, so callers count, list or filter without reading
 * more than they need.
 */
export function entriesOfUser(userId: string): Collection<OutboxEntry, string> {
  return appDb.outbox.where('[userId+id]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]);
}

/** An entity's entries; with `after`, only those made after that entry. */
export function entriesOfEntity(entityId: string, after?: string): Collection<OutboxEntry, string> {
  return after === undefined
    ? appDb.outbox.where('[entityId+id]').between([entityId, Dexie.minKey], [entityId, Dexie.maxKey])
    : appDb.outbox.where('[entityId+id]').between([entityId, after], [entityId, Dexie.maxKey], false, true);
}
