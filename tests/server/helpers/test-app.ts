import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../../../server/db/database';
import { openPgliteFromTemplate, type Template } from './pglite-template';

/**
 * The server suites run on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is
 * set: `describe.each(testDatabases)`. Each PostgreSQL app gets a schema of its own (search_path),
 * dropped when the app closes, so suites never see each other's rows.
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
  async open() {
    const schema = `wb_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
    return postgresHandle(pool, async () => {
      await pool.query(`DROP SCHEMA ${schema} CASCADE`);
    });
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
