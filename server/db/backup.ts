import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { pgliteExtensions } from './database';

/**
 * Backing up and restoring the embedded database (`npm run db:backup` / `npm run db:restore`):
 * PGlite's own dumpDataDir, a gzipped tar of its data directory, and loadDataDir, which starts a
 * new directory from one. PGlite allows one process per directory, so both claim it as the server
 * does (data-dir-lock.ts): they run while the server is stopped, and refuse while it runs.
 * A restore never deletes: the directory it replaces is moved aside, named after the moment.
 */

const LOCK_FILE = 'workbay.pid';

/** Writes the whole embedded database to `file`; answers its size in bytes. */
export async function backupPglite(directory: string, file: string): Promise<number> {
  if (!existsSync(join(directory, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${directory}.`);
  const release = lockDataDir(directory);
  try {
    const client = new PGlite(directory, { extensions: pgliteExtensions });
    try {
      await client.waitReady;
      const tar = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, tar);
      return tar.length;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database in `directory` with the one in `file`. Answers where the
 * database it replaced was moved, or null when there was none.
 */
export async function restorePglite(directory: string, file: string, now = new Date()): Promise<string | null> {
  const tar = new Blob([await readFile(file)]);
  let setAside: string | null = null;
  if (existsSync(directory)) {
    // Refuses while a server holds it; the claim moves with the directory and is dropped there.
    lockDataDir(directory);
    setAside = `${directory}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(directory, setAside);
    await rm(join(setAside, LOCK_FILE), { force: true });
  }
  await mkdir(directory, { recursive: true });
  const release = lockDataDir(directory);
  try {
    const client = new PGlite(directory, { extensions: pgliteExtensions, loadDataDir: tar });
    try {
      await client.waitReady;
      // A directory that opens and answers a query is a database, not half a tar.
      await client.query('SELECT count(*) FROM schema_migrations');
    } finally {
      await client.close();
    }
  } catch (error) {
    // Not a backup this server can open: the database it was to replace comes back.
    await rm(directory, { recursive: true, force: true });
    if (setAside) await rename(setAside, directory);
    throw error;
  } finally {
    // The tar holds the lock file of the process that made the backup: this process's claim ends here.
    await rm(join(directory, LOCK_FILE), { force: true });
    release();
  }
  return setAside;
}
