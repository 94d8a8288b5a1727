import type { Database } from './database';
import { inTransaction, withTransaction } from './unit-of-work';

/**
 * The lock `readVersioned` asks the resource's row to be read with: `'share'` inside a write's
 * transaction, none in a snapshot of its own. Repositories pass it to drizzle's `.for()`.
 */
export type RowLock = 'share' | undefined;

/**
 * Reads one copy of a versioned resource (a row carrying `version`, and the rows it owns: a
 * basket's lines and promotions; the work orders and quotes to come) so that the version and
 * the owned rows belong together (architecture: "a version never travels with the lines of
 * another version").
 *
 * Why: under READ COMMITTED, PostgreSQL's default, each statement sees the data as of its own
 * start, so a write committing between the statement that reads the row and the one that reads
 * its lines gave version v with the lines of v + 1 (issue 21: 93 of 917 reads torn with three
 * writers on one basket), and the device then raised a second, false conflict. `read` must read
 * the resource's row first, with the lock it is given, then what the row owns:
 *
 * - Outside a transaction (a GET), `read` runs in a READ ONLY, REPEATABLE READ transaction:
 *   every statement sees the snapshot the first one took. It takes no lock, writes nothing and
 *   never waits for a writer.
 * - Inside a write's transaction (a 409's `current`, answered by the request that lost), the
 *   snapshot is per statement and the isolation level can no longer change, so `read` gets
 *   `'share'` and reads the row FOR SHARE: that waits for a writer holding the row, gives the
 *   latest committed version, and keeps every writer out until this transaction ends. Writers
 *   always move the version on the row (an UPDATE, which locks it) before touching what it
 *   owns, so the owned rows read next are that version's.
 *
 * One statement (the owned rows aggregated into the row's SELECT) would also do, but would have to
 * be written again for each resource and each thing it owns; this keeps the repositories' reads.
 */
export async function readVersioned<T>(root: Database, read: (lock: RowLock) => Promise<T>): Promise<T> {
  if (inTransaction(root)) return read('share');
  return withTransaction(root, () => read(undefined), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
