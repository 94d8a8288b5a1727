import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { sqlText } from './sql-text';
import * as schema from './schema';

/** Drizzle over either driver: PGlite (embedded) and node-postgres share the pg-core API. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs a statement on the driver itself: the database's, outside any transaction. */
type Direct = (text: string, params: unknown[], name?: string) => Promise<{ rows: unknown[] }>;
const direct = new WeakMap<Database, Direct>();
const dialect = new PgDialect();

/**
 * Raw SQL rows; both drivers answer `{ rows }`, which the shared pg-core type leaves unknown.
 *
 * Outside a transaction the statement goes straight to the driver, with the type parsers drizzle
 * would give it (dates and intervals as text) and its error (DrizzleQueryError, the driver's as
 * the cause): drizzle's execute builds a prepared-query object, two configs with their closures
 * and two tracing spans for each statement, a tenth of a short catalogue read's own work. A
 * transaction's statements (`db` is then the transaction) still go through drizzle, on its
 * connection.
 *
 * `name` prepares the statement once per connection on PostgreSQL (a statement every request
 * runs, such as the session check, is then not parsed and planned each time); PGlite ignores it.
 */
export async function queryRows<T>(db: Database, query: SQL, options?: { name: string }): Promise<T[]> {
  const run = direct.get(db);
  if (!run) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = sqlText(query) ?? dialect.sqlToQuery(query);
  try {
    return (await run(text, params, options?.name)).rows as T[];
  } catch (error) {
    throw new DrizzleQueryError(text, params, error as Error);
  }
}

const asText = (value: unknown) => value;
// What drizzle leaves as text (drizzle-orm/{node-postgres,pglite}/session.js): timestamps, dates
// and intervals, and arrays of numeric, timestamps, dates and intervals.
const TEXT_TYPES = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const pgTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.includes(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};
const pgliteOptions = { rowMode: 'object' as const, parsers: Object.fromEntries(TEXT_TYPES.map((type) => [type, asText])) };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  direct.set(db, (text, params) => client.query(text, params, pgliteOptions));
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** `searchPath` puts every table in one schema (tests give each suite its own). */
export function postgresHandle(pool: pg.Pool, onClose?: () => Promise<void>): DatabaseHandle {
  const db = drizzlePostgres({ client: pool, schema });
  direct.set(db, (text, params, name) => pool.query(name ? { name, text, types: pgTypes } : { text, types: pgTypes }, params));
  return {
    db,
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
    const client = new PGlite(directory);
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
