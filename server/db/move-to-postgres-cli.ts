import { loadConfig } from '../env';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { copyDatabase } from './move-to-postgres';

/**
 * `DATABASE_URL=postgres://… npm run db:move-to-postgres`: copies the embedded database in
 * DATA_DIR into the empty PostgreSQL database at DATABASE_URL (move-to-postgres.ts). Run it with
 * the server stopped; the embedded database is left as it was. Then start the server with
 * DATABASE_URL set (and DEMO_DATA=false, so the demo is not added on top).
 */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'Set DATABASE_URL to the PostgreSQL database to move into: DATABASE_URL=postgres://… npm run db:move-to-postgres',
  );
  process.exit(2);
}
const source = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
try {
  const target = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Both at the same last migration, so that every table has the same columns on both sides.
    await migrate(source.db);
    await migrate(target.db);
    const copied = await copyDatabase(source.db, target.db);
    const rows = copied.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Moved ${rows} rows in ${copied.length} tables into PostgreSQL.`);
  } catch (error) {
    // A refusal (a target with users, a role that may not set session_replication_role) is one line.
    console.error(`Nothing was moved: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await target.close();
  }
} finally {
  await source.close();
}
