import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../../../server/db/database';
import { openPgliteFromTemplate } from '../helpers/pglite-template';
import type { TestDatabase } from '../helpers/test-app';

/**
 * One database seen by two API instances, as behind a load balancer. PGlite: one embedded
 * database with two handles on it (PGlite runs one statement at a time, as one connection would).
 * PostgreSQL: two pools, as two processes would have, on one schema of their own. Each app
 * closes its handle when it closes; the database itself is closed (and the schema dropped) by
 * `close` once both are done.
 */
export interface SharedDatabase {
  handles: [DatabaseHandle, DatabaseHandle];
  close(): Promise<void>;
}

// The apps close their handles; the database outlives the first of them.
const leftOpen = (handle: DatabaseHandle): DatabaseHandle => ({ ...handle, close: async () => undefined });

export async function openSharedDatabase(database: TestDatabase): Promise<SharedDatabase> {
  if (database.name === 'pglite') {
    const client = await openPgliteFromTemplate('demo');
    return {
      handles: [leftOpen(pgliteHandle(client)), leftOpen(pgliteHandle(client))],
      close: () => client.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `wb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pools = [0, 1].map(() => new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` }));
  return {
    handles: [leftOpen(postgresHandle(pools[0]!)), leftOpen(postgresHandle(pools[1]!))],
    async close() {
      await Promise.all(pools.map((pool) => pool.end()));
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
