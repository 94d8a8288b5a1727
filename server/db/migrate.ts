import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

/**
 * A small migrator: the SQL files in ./migrations, applied in name order, each recorded in
 * schema_migrations. Files hold statements separated by drizzle-kit's breakpoint marker, so a
 * later switch to generated migrations keeps the same format.
 */
// From the path, not a URL object: under jsdom (client tests that run the real server) `URL` is
// jsdom's, which fileURLToPath does not take.
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const BREAKPOINT = /^--> statement-breakpoint\s*$/m;
// Any constant will do: it only has to be the same for every Workbay process on one database.
const MIGRATION_LOCK_ID = 7_411_202_601;

export interface Migration {
  name: string;
  statements: string[];
}

export async function readMigrations(directory = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (name) => {
      const text = await readFile(`${directory}/${name}`, 'utf8');
      const statements = text
        .split(BREAKPOINT)
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/^--.*$/gm, '').trim() !== '');
      return { name: name.replace(/\.sql$/, ''), statements };
    }),
  );
}

/** Applies the pending migrations in one transaction; returns the names applied. */
export async function migrate(db: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(directory);
  return db.transaction(async (tx) => {
    // Several instances may start at once on one PostgreSQL: the first migrates, the rest wait.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await queryRows<{ name: string }>(tx, sql`SELECT name FROM schema_migrations`);
    const applied = new Set(done.map((row) => row.name));
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`);
    }
    return pending.map((migration) => migration.name);
  });
}
