import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** Drizzle over either driver: PGlite (embedded) and node-postgres share the pg-core API. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Raw SQL rows, through drizzle's execute: both drivers answer `{ rows }`, which the shared pg-core
 * type leaves unknown. Drizzle gives dates and intervals as text on both, and its error
 * (DrizzleQueryError, the driver's as the cause). A statement run on every request is better
 * written with the query builder and `.prepare(name)` (sessions.repository.ts: the session check).
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The contrib extensions an embedded database is opened with: pg_trgm indexes the work-order
 * list's search (migration 0012). A data directory whose index uses one cannot be queried
 * without it, so every PGlite that opens a migrated directory passes these.
 */
export const pgliteExtensions = { pg_trgm };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** `searchPath` puts every table in one schema (tests give each suite its own). */
export function postgresHandle(pool: pg.Pool, onClose?: () => Promise<void>): DatabaseHandle {
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    close: async () => {
      await onClose?.();
      await pool.end();
    },
  };
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * DATABASE_URL set: a PostgreSQL pool. Unset: PGlite in `{dataDir}/pglite`, claimed for this
 * process (data-dir-lock.ts: one process per directory) until the handle closes.
 */
export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return postgresHandle(new pg.Pool({ connectionString: databaseUrl, max: 10 }));
  const directory = join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const release = lockDataDir(directory);
  try {
    const client = new PGlite(directory, { extensions: pgliteExtensions });
    await client.waitReady;
    const handle = pgliteHandle(client);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
