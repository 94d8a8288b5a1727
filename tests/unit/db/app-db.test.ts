import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { APP_DB_NAME, AppDb, appDb } from '../../../src/db/app-db';
import { databaseStatus } from '../../../src/db/db-status';

describe('app database', () => {
  it('is the one database "workbay", at schema version 1 with the recent vehicles table', async () => {
    expect(appDb.name).toBe(APP_DB_NAME);
    await appDb.open();
    expect(appDb.verno).toBe(1);
    expect(appDb.tables.map((table) => table.name)).toEqual(['recentVehicles']);
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
    newer.version(2).stores({ outbox: 'id' });
    await newer.open();

    expect(newer.verno).toBe(2);
    expect(db.isOpen()).toBe(false);
    expect(databaseStatus.isOutdated()).toBe(true);
    newer.close();
  });
});
