import pg from 'pg';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../../../server/db/database';
import { openPgliteFromTemplate } from '../helpers/pglite-template';
import { createTestPostgresDatabase } from '../helpers/postgres-template';
import type { TestDatabase } from '../helpers/test-app';

/**
 * One database seen by two API instances, as behind a load balancer. PGlite: one embedded
 * database with two handles on it (PGlite runs one statement at a time, as one connection would).
 * PostgreSQL: two pools, as two processes would have, on one database of their own (a copy of the
 * demo template). Each app closes its handle when it closes; the database itself is closed (and dropped) by
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
  const own = await createTestPostgresDatabase(url, 'demo');
  const pools = [0, 1].map(() => new pg.Pool({ connectionString: own.url, max: 4 }));
  return {
    handles: [leftOpen(postgresHandle(pools[0]!)), leftOpen(postgresHandle(pools[1]!))],
    async close() {
      await Promise.all(pools.map((pool) => pool.end()));
      await own.drop();
    },
  };
}
