import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../../../server/db/database';
import { openPgliteFromTemplate, type Template } from './pglite-template';
import { createTestPostgresDatabase } from './postgres-template';

/**
 * The server suites run on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is
 * set: `describe.each(testDatabases)`. Each PostgreSQL app gets a database of its own, copied from
 * the demo template (postgres-template.ts) and dropped when the app closes, so suites never see
 * each other's rows.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgresql';
  /**
   * A database of its own. 'demo' may come migrated and seeded already (PGlite does, from a
   * template); 'blank' is always empty. buildApp migrates and seeds either way.
   */
  open(template?: Template): Promise<DatabaseHandle>;
}

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

const pglite: TestDatabase = {
  name: 'pglite',
  async open(template = 'demo') {
    return pgliteHandle(await openPgliteFromTemplate(template));
  },
};

const postgresql = (url: string): TestDatabase => ({
  name: 'postgresql',
  async open(template = 'demo') {
    const database = await createTestPostgresDatabase(url, template);
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    return {
      ...postgresHandle(pool),
      close: async () => {
        await pool.end();
        await database.drop();
      },
    };
  },
});

export const testDatabases: TestDatabase[] = postgresUrl ? [pglite, postgresql(postgresUrl)] : [pglite];

export interface TestApp {
  app: FastifyInstance;
  /** A fresh temporary DATA_DIR (mail lands in `{dataDir}/mail`); removed on close. */
  dataDir: string;
}

/** The app on a fresh database with the demo users, quiet logs and limits out of the way. */
export async function buildTestApp(database: TestDatabase = pglite, options: BuildAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workbay-server-test-'));
  const app = await buildApp({
    ...options,
    database: options.database ?? (await database.open()),
    config: {
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      dataDir,
      distDir: join(dataDir, 'no-client-build'),
      demoData: true,
      appUrl: 'http://workbay.test',
      authRateLimitMax: 10_000,
      refreshRateLimitMax: 10_000,
      ...options.config,
    },
  });
  app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  return { app, dataDir };
}
