import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { APP_DB_NAME, AppDb, appDb } from '../../../src/db/app-db';
import { databaseStatus } from '../../../src/db/db-status';

describe('app database', () => {
  it(
    'is the one database "workbay", ' +
      'at schema version 9 with the local-first tables, the catalogue pack, the saved reads and the clocks',
    async () => {
      expect(appDb.name).toBe(APP_DB_NAME);
      await appDb.open();
      expect(appDb.verno).toBe(9);
      expect(appDb.tables.map((table) => table.name).sort()).toEqual(
        [
          'addresses',
          'baskets',
          'bayTechnicians',
          'catalogueRecords',
          'clockEvents',
          'conflicts',
          'healthCheckPhotos',
          'healthChecks',
          'outbox',
          'packIndex',
          'packItems',
          'packState',
          'quotes',
          'recentVehicles',
          'savedReads',
          'workOrders',
        ].sort(),
      );
      expect(appDb.addresses.schema.indexes.map((index) => index.name)).toEqual(['userId']);
      // A person's saved documents, found by whose they are so that logout clears them.
      expect(appDb.savedReads.schema.indexes.map((index) => index.name)).toEqual(['userId']);
      // The pack: by sku, found by product id and by fitment (multi-entry TecDoc ids).
      expect(appDb.packItems.schema.primKey.keyPath).toBe('sku');
      expect(appDb.packItems.schema.indexes.map((index) => [index.name, index.multi])).toEqual([
        ['id', false],
        ['tecdocIds', true],
        ['category.path', false],
      ]);
      // The sync engine's transactions take every entity table an operation may write.
      expect(
        appDb
          .entityTables()
          .map((table) => table.name)
          .sort(),
      ).toEqual(['addresses', 'baskets', 'clockEvents', 'healthCheckPhotos', 'healthChecks', 'quotes', 'workOrders']);
      // A health check's photos, found per check and per user (to clear the uploaded ones).
      expect(appDb.healthCheckPhotos.schema.indexes.map((index) => index.name)).toEqual(['checkId', 'userId']);
      expect(appDb.outbox.schema.indexes.map((index) => index.name).sort()).toEqual(['[entityId+id]', '[userId+id]']);
      const schema = appDb.recentVehicles.schema;
      expect(schema.primKey.keyPath).toEqual(['userKey', 'searchKey']);
      expect(schema.indexes.map((index) => index.name)).toEqual(['[userKey+searchedAt]']);
    },
  );

  it('closes its connection and says so when another tab opens a newer version', async () => {
    const name = 'workbay-versionchange-test';
    const db = new AppDb(name);
    await db.open();
    expect(databaseStatus.isOutdated()).toBe(false);

    const newer = new Dexie(name);
    newer.version(1).stores({ recentVehicles: '[userKey+searchKey], [userKey+searchedAt]' });
    newer.version(2).stores({
      baskets: 'id, userId',
      workOrders: 'id, userId',
      quotes: 'id, userId',
      catalogueRecords: 'key, savedAt',
      outbox: 'id, [userId+id], [entityId+id]',
      conflicts: 'entryId, userId',
    });
    newer.version(3).stores({ addresses: 'id, userId' });
    newer.version(4).stores({ packItems: 'sku, id, *tecdocIds, category.path', packState: 'id', packIndex: 'id' });
    newer.version(6).stores({ savedReads: 'key, userId' });
    newer.version(7).stores({ healthChecks: 'id, userId' });
    newer.version(8).stores({ healthCheckPhotos: 'id, checkId, userId' });
    newer.version(9).stores({ clockEvents: 'id, userId', bayTechnicians: 'id, userId' });
    newer.version(10).stores({ invoices: 'id' });
    await newer.open();

    expect(newer.verno).toBe(10);
    expect(db.isOpen()).toBe(false);
    expect(databaseStatus.isOutdated()).toBe(true);
    newer.close();
  });

  it('upgrades a version 1 database, keeping its recent vehicles', async () => {
    const name = 'workbay-upgrade-test';
    const old = new Dexie(name);
    old.version(1).stores({ recentVehicles: '[userKey+searchKey], [userKey+searchedAt]' });
    await old.open();
    await old.table('recentVehicles').put({
      userKey: 'guest',
      searchKey: 'vrm:WB19KFD',
      vehicle: { description: 'Ford Focus' },
      searchedAt: '2026-11-01T09:00:00.000Z',
    });
    old.close();

    const db = new AppDb(name);
    await db.open();
    expect(db.verno).toBe(9);
    expect(await db.recentVehicles.toArray()).toEqual([
      {
        userKey: 'guest',
        searchKey: 'vrm:WB19KFD',
        vehicle: { description: 'Ford Focus' },
        searchedAt: '2026-11-01T09:00:00.000Z',
      },
    ]);
    await db.outbox.add({
      id: 'e1',
      userId: 'u1',
      entity: 'basket',
      entityId: 'b1',
      operation: 'basket.create',
      payload: {},
      description: 'Start a new basket',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: '',
    });
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });

  it(
    'upgrades a version 2 database, keeping its baskets, ' +
      'outbox and conflicts, with an empty address book and no pack',
    async () => {
      const name = 'workbay-upgrade-2-test';
      const old = new Dexie(name);
      old.version(1).stores({ recentVehicles: '[userKey+searchKey], [userKey+searchedAt]' });
      old.version(2).stores({
        baskets: 'id, userId',
        workOrders: 'id, userId',
        quotes: 'id, userId',
        catalogueRecords: 'key, savedAt',
        outbox: 'id, [userId+id], [entityId+id]',
        conflicts: 'entryId, userId',
      });
      await old.open();
      const basket = {
        id: 'b1',
        userId: 'u1',
        serverVersion: 3,
        provisional: true,
        updatedAt: '2026-11-01T09:00:00.000Z',
        basket: { lines: [] },
      };
      const waiting = {
        id: 'e1',
        userId: 'u1',
        entity: 'basket',
        entityId: 'b1',
        operation: 'basket.lines',
        payload: { lines: [] },
        description: 'Add 1 × Brembo P85020 to basket',
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        createdAt: '2026-11-01T09:00:00.000Z',
      };
      await old.table('baskets').put(basket);
      await old.table('outbox').put(waiting);
      await old.table('conflicts').put({
        entryId: 'e0',
        userId: 'u1',
        entity: 'basket',
        entityId: 'b1',
        mine: {},
        theirs: {},
        message: 'Changed elsewhere',
        createdAt: '',
      });
      await old.table('catalogueRecords').put({ key: 'shipping-services', value: [], savedAt: '' });
      old.close();

      const db = new AppDb(name);
      await db.open();
      expect(db.verno).toBe(9);
      expect(await db.packItems.count()).toBe(0);
      expect(await db.baskets.toArray()).toEqual([basket]);
      expect(await db.outbox.toArray()).toEqual([waiting]);
      expect(await db.conflicts.count()).toBe(1);
      expect(await db.catalogueRecords.count()).toBe(1);
      expect(await db.addresses.count()).toBe(0);
      await db.addresses.put({
        id: 'a1',
        userId: 'u1',
        serverVersion: 0,
        provisional: true,
        updatedAt: '',
        position: 0,
        deleted: false,
        problem: null,
        address: {
          '@id': '/api/addresses/a1',
          id: 'a1',
          type: ['delivery'],
          defaults: [],
          default: false,
          firstName: 'Robin',
          lastName: 'Spanner',
          company: null,
          line1: '14 Market Street',
          line2: null,
          town: 'Leeds',
          county: null,
          postcode: 'LS1 6DT',
          countryCode: 'GB',
          telephone: null,
          version: 0,
        },
      });
      expect(await db.addresses.where('userId').equals('u1').count()).toBe(1);
      db.close();
    },
  );
});
