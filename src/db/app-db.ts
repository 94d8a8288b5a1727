import { Dexie, type Table } from 'dexie';
import { databaseStatus } from './db-status';
import type { RecentVehicleRow } from './recent-vehicles';

export const APP_DB_NAME = 'workbay';

/**
 * The app's one IndexedDB database (architecture: "src/db … the only place that opens
 * IndexedDB"). Each table's row type and its reads and writes live in a file of their own
 * (`recent-vehicles.ts`, …); this class only declares the tables and the schema's versions.
 *
 * Adding a table or an index: never edit a version that has shipped. Add a new version below
 * the last one with only the tables that change (Dexie keeps the others), and an `.upgrade()`
 * when existing rows must be rewritten, e.g.
 *
 *   this.version(2).stores({ baskets: 'id, userKey', outbox: 'id, [entityId+createdAt]' });
 *
 * and declare the new `Table` fields. A tab still running the old code is told to reload
 * (see `versionchange` below).
 */
export class AppDb extends Dexie {
  /** Vehicles searched for, per user ('guest' or the user id), newest first by searchedAt. */
  recentVehicles!: Table<RecentVehicleRow, [string, string]>;

  constructor(name = APP_DB_NAME) {
    super(name);
    this.version(1).stores({
      // Primary key: one row per user and vehicle; the second index lists a user's newest first.
      recentVehicles: '[userKey+searchKey], [userKey+searchedAt]',
    });
    // Another tab opened a newer version: let it upgrade, and tell the person to reload here.
    this.on('versionchange', (event) => {
      this.close({ disableAutoOpen: true });
      if (event.newVersion !== null && event.newVersion > 0) databaseStatus.markOutdated();
      return false;
    });
  }
}

export const appDb = new AppDb();

/**
 * Runs a read for a screen; a database that cannot be read (closed for a newer version, private
 * mode without IndexedDB) answers the fallback instead of breaking the page.
 */
export async function readOr<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'VersionError') databaseStatus.markOutdated();
    return fallback;
  }
}
