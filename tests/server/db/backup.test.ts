import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from '../../../server/db/backup';
import { DataDirInUseError } from '../../../server/db/data-dir-lock';
import { openDatabase, queryRows } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';

/** `npm run db:backup` and `npm run db:restore` on an embedded database in a directory of its own. */
describe('backing up and restoring the embedded database', () => {
  let dataDir: string;
  let directory: string;
  let file: string;

  const open = () => openDatabase({ databaseUrl: undefined, dataDir });
  const rows = async () => {
    const database = await open();
    try {
      return await queryRows<{ word: string; frequency: number }>(
        database.db,
        sql`SELECT word, frequency FROM search_words ORDER BY word`,
      );
    } finally {
      await database.close();
    }
  };
  const write = async (words: string[]) => {
    const database = await open();
    try {
      await migrate(database.db);
      for (const word of words) await database.db.execute(sql`INSERT INTO search_words VALUES (${word}, 1)`);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'workbay-backup-test-'));
    directory = join(dataDir, 'pglite');
    file = join(dataDir, 'backups', 'workbay.tar.gz');
    await write(['brake', 'pads', 'focus']);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('backs up, and after the directory is wiped, restores the same rows', async () => {
    const before = await rows();
    expect(before).toHaveLength(3);
    expect(await backupPglite(directory, file)).toBeGreaterThan(0);
    await rm(directory, { recursive: true, force: true });
    expect(await restorePglite(directory, file)).toBeNull();
    expect(await rows()).toEqual(before);
  });

  it('restores over a database that changed since, moving that one aside rather than deleting it', async () => {
    await write(['wibblator']);
    const setAside = await restorePglite(directory, file, new Date('2026-01-02T03:04:05Z'));
    expect(setAside).toBe(`${directory}.before-restore-2026-01-02T03-04-05-000Z`);
    expect(existsSync(join(setAside!, 'PG_VERSION'))).toBe(true);
    expect((await rows()).map((row) => row.word)).toEqual(['brake', 'focus', 'pads']);
  });

  it('refuses while a server holds the database', async () => {
    const server = await open();
    try {
      await expect(backupPglite(directory, file)).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(restorePglite(directory, file)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await server.close();
    }
    expect((await rows()).map((row) => row.word)).toEqual(['brake', 'focus', 'pads']);
  });
});
