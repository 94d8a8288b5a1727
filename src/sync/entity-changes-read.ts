import { appDb } from '../db/app-db';
import { entriesOfEntity } from '../db/outbox-queries';
import { changeStatus, type EntityChange } from './change-status';

/** An entity's queued changes, oldest first, each with where it stands (read live by useEntityChanges). */
export async function entityChanges(entityId: string): Promise<EntityChange[]> {
  const entries = await entriesOfEntity(entityId).toArray();
  const conflicts = await appDb.conflicts.bulkGet(entries.map((entry) => entry.id));
  return entries.map((entry, index) => ({ entry, status: changeStatus(entry, conflicts[index]) }));
}
