import type { Table } from 'dexie';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { appDb, isQuotaError } from '../db/app-db';
import type { OutboxEntry } from '../db/outbox';
import { announceChange } from './sync-signal';

/** The device's storage is full: the change was not recorded, and the person must be told. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super(
      'This device has run out of storage, so the change was not saved. ' +
        'Free some space (or send waiting changes) and try again.',
      { cause },
    );
    this.name = 'StorageFullError';
  }
}

export interface ChangeEntry {
  userId: string;
  entity: string;
  entityId: string;
  operation: string;
  payload: unknown;
  description: string;
}

/** A change as it waits in the outbox: new, never tried. */
export function outboxEntryOf(change: ChangeEntry, now = new Date()): OutboxEntry {
  return {
    ...change,
    id: uuidv7(now.getTime()),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: now.toISOString(),
  };
}

/**
 * Records a local change: the entity's row and its outbox entry are written in ONE Dexie
 * transaction, so a change is either fully recorded (and will reach the server) or not at all.
 * `write` does the row's part inside that transaction; the new entry is answered. With
 * `alongside`, the entry is added while `write` runs (for a `write` that does not read the
 * outbox): the requests go to IndexedDB together, a round trip less on every document edit, and
 * a `write` that throws still takes the entry back with the transaction.
 */
export async function recordChange(
  tables: readonly Table[],
  write: () => Promise<void>,
  change: ChangeEntry,
  now = new Date(),
  { alongside = false } = {},
): Promise<OutboxEntry> {
  const entry = outboxEntryOf(change, now);
  try {
    await appDb.transaction('rw', [appDb.outbox, ...tables], async () => {
      if (alongside) {
        await Promise.all([write(), appDb.outbox.add(entry)]);
        return;
      }
      await write();
      await appDb.outbox.add(entry);
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  announceChange();
  return entry;
}
