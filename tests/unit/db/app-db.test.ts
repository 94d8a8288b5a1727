import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { APP_DB_NAME, AppDb, appDb } from '../../../src/db/app-db';
import { databaseStatus } from '../../../src/db/db-status';

describe('app database', () => {
  it('is the one database "workbay", at schema version 2 with the local-first tables', async () => {
    expect(appDb.name).toBe(APP_DB_NAME);
    await appDb.open();
    expect(appDb.verno).toBe(2);
    expect(appDb.tables.map((table) => table.name).sort()).toEqual(
      ['baskets', 'catalogueRecords', 'conflicts', 'outbox', 'quotes', 'recentVehicles', 'workOrders'].sort(),
    );
    expect(appDb.outbox.schema.indexes.map((index) => index.name).sort()).toEqual(['[entityId+id]', '[userId+id]']);
    const schema = appDb.recentVehicles.schema;
    expect(schema.primKey.keyPath).toEqual(['userKey', 'searchKey']);
    expect(schema.indexes.map((index) => index.name)).toEqual(['[userKey+searchedAt]']);
  });

  it('closes its connection and says so when another tab opens a newer version', async () => {
    const name = 'workbay-versionchange-test';
    const db = new AppDb(name);
    await db.open();
    expect(databaseStatus.isOutdated()).toBe(false);

    const newer = new Dexie(name);
    newer.version(1).stores({ recentVehicles: '[userKey+searchKey], [userKey+searchedAt]' });
    newer.version(2).stores({ baskets: 'id, userId', workOrders: 'id, userId', quotes: 'id, userId', catalogueRecords: 'key, savedAt', outbox: 'id, [userId+id], [entityId+id]', conflicts: 'entryId, userId' });
    newer.version(3).stores({ invoices: 'id' });
    await newer.open();

    expect(newer.verno).toBe(3);
    expect(db.isOpen()).toBe(false);
    expect(databaseStatus.isOutdated()).toBe(true);
    newer.close();
  });

  it('upgrades a version 1 database, keeping its recent vehicles', async () => {
    const name = 'workbay-upgrade-test';
    const old = new Dexie(name);
    old.version(1).stores({ recentVehicles: '[userKey+searchKey], [userKey+searchedAt]' });
    await old.open();
    await old.table('recentVehicles').put({ userKey: 'guest', searchKey: 'vrm:WB19KFD', vehicle: { description: 'Ford Focus' }, searchedAt: '2026-11-01T09:00:00.000Z' });
    old.close();

    const db = new AppDb(name);
    await db.open();
    expect(db.verno).toBe(2);
    expect(await db.recentVehicles.toArray()).toEqual([
      { userKey: 'guest', searchKey: 'vrm:WB19KFD', vehicle: { description: 'Ford Focus' }, searchedAt: '2026-11-01T09:00:00.000Z' },
    ]);
    await db.outbox.add({ id: 'e1', userId: 'u1', entity: 'basket', entityId: 'b1', operation: 'basket.create', payload: {}, description: 'Start a new basket', state: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: '' });
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });
});
