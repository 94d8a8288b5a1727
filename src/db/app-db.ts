import { Dexie, type Table } from 'dexie';
import { databaseStatus } from './db-status';
import type { AddressRow } from './addresses';
import type { BasketRow } from './baskets';
import type { BayTechnicianRow, ClockEventRow } from './clocking';
import type { PackIndexRow, PackItemRow, PackStateRow } from './catalogue-pack';
import type { CatalogueRecordRow } from './catalogue-records';
import type { ConflictRow } from './conflicts';
import type { HealthCheckPhotoRow } from './health-check-photos';
import type { OutboxEntry } from './outbox';
import type { RecentVehicleRow } from './recent-vehicles';
import type { SavedReadRow } from './saved-reads';
import type { LocalEntityRow } from './local-entity';
import type { WorkOrderRow } from './work-orders';

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
 *   this.version(3).stores({ invoices: 'id, userId' });
 *
 * and declare the new `Table` fields. A tab still running the old code is told to reload
 * (see `versionchange` below).
 */
export class AppDb extends Dexie {
  /** Vehicles searched for, per user ('guest' or the user id), newest first by searchedAt. */
  recentVehicles!: Table<RecentVehicleRow, [string, string]>;
  /** Baskets kept on the device, by their client-made id; `userId` is whose they are. */
  baskets!: Table<BasketRow, string>;
  /** Work orders and quotes (wishlists): the same local-first shape, filled by their features. */
  workOrders!: Table<WorkOrderRow, string>;
  quotes!: Table<LocalEntityRow, string>;
  /** Vehicle health checks (issue 46), the third document with lines; their photos as Blobs. */
  healthChecks!: Table<LocalEntityRow, string>;
  /** A health check's photos as JPEG Blobs, kept until the person clears the uploaded ones. */
  healthCheckPhotos!: Table<HealthCheckPhotoRow, string>;
  /** A logged-in person's addresses, by their client-made (or the server's) id. */
  addresses!: Table<AddressRow, string>;
  /** Catalogue records seen (product prices for offline basket lines), by 'product:{sku}'. */
  catalogueRecords!: Table<CatalogueRecordRow, string>;
  /** Changes waiting for the server, by entry id (the Idempotency-Key), in creation order. */
  outbox!: Table<OutboxEntry, string>;
  /** A change the server refused because its copy moved on: both copies, for the person. */
  conflicts!: Table<ConflictRow, string>;
  /** The branch catalogue pack's products by sku, where its download stands, and its search index. */
  packItems!: Table<PackItemRow, string>;
  packState!: Table<PackStateRow, 'current'>;
  packIndex!: Table<PackIndexRow, 'current'>;
  /** A person's orders, invoices and tracking as last read, for offline and after a reload. */
  savedReads!: Table<SavedReadRow, string>;
  /** Clock events made or read on this device (issue 47), and the technicians who switched onto it. */
  clockEvents!: Table<ClockEventRow, string>;
  bayTechnicians!: Table<BayTechnicianRow, string>;

  constructor(name = APP_DB_NAME) {
    super(name);
    this.version(1).stores({
      // Primary key: one row per user and vehicle; the second index lists a user's newest first.
      recentVehicles: '[userKey+searchKey], [userKey+searchedAt]',
    });
    // Version 2: the local-first entities, the outbox and its conflicts (issue 7). Version 1's
    // recent vehicles are kept as they are.
    this.version(2).stores({
      baskets: 'id, userId',
      workOrders: 'id, userId',
      quotes: 'id, userId',
      catalogueRecords: 'key, savedAt',
      // Per user in creation order; per entity in creation order (replay order).
      outbox: 'id, [userId+id], [entityId+id]',
      conflicts: 'entryId, userId',
    });
    // Version 3: the address book (a new table; version 2's rows are kept as they are).
    this.version(3).stores({
      addresses: 'id, userId',
    });
    // Version 4: the branch catalogue pack (issue 8). Products by sku, found by product id, by
    // fitment (multi-entry on the TecDoc ids) and by category path (a subtree is a prefix) for a
    // recent vehicle's parts offline.
    this.version(4).stores({
      packItems: 'sku, id, *tecdocIds, category.path',
      packState: 'id',
      packIndex: 'id',
    });
    // Version 6: a person's own documents as last read (issue 26), per user so logout clears them.
    this.version(6).stores({
      savedReads: 'key, userId',
    });
    // Version 7: vehicle health checks (issue 46), kept like work orders.
    this.version(7).stores({
      healthChecks: 'id, userId',
    });
    // Version 8: a health check's photos (issue 46), binary, per check and per user.
    this.version(8).stores({
      healthCheckPhotos: 'id, checkId, userId',
    });
    // Version 9: clocking on the bay tablet (issue 47): its clock events and its technicians.
    this.version(9).stores({
      clockEvents: 'id, userId',
      bayTechnicians: 'id, userId',
    });
    // Another tab opened a newer version: let it upgrade, and tell the person to reload here.
    this.on('versionchange', (event) => {
      this.close({ disableAutoOpen: true });
      if (event.newVersion !== null && event.newVersion > 0) databaseStatus.markOutdated();
      return false;
    });
  }

  /**
   * The tables of local-first entities, whose rows the sync engine's operations write when an
   * answer, a conflict or a discard comes back: its transactions take them all. A new entity's
   * table is added here, and the engine needs no change.
   */
  entityTables(): Table[] {
    return [
      this.baskets,
      this.workOrders,
      this.quotes,
      this.addresses,
      this.healthChecks,
      this.healthCheckPhotos,
      this.clockEvents,
    ];
  }
}

export const appDb = new AppDb();

/** The browser refused a write because the device's storage is full. */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown; inner?: { name?: unknown } } | null)?.name;
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

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
