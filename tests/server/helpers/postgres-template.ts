import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresHandle } from '../../../server/db/database';
import { fillDemoTemplate, templateKey, type Template } from './pglite-template';

/**
 * A PostgreSQL database of a test's own. Migrating and seeding the demo took 3–4 s per suite on
 * PostgreSQL, most of the server suites' time there; a database copied from a template takes a
 * fraction of that. The template is made once per run of the same migrations and demo data (its
 * name carries pglite-template's key), built under a name of its own and renamed when complete,
 * so a concurrent run never copies half of one. Stale templates (an older key) are dropped.
 */
export interface TestPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

const made = new Map<string, Promise<string>>();

async function makeTemplate(url: string): Promise<string> {
  const name = `wb_tpl_${await templateKey()}`;
  const exists = async (client: pg.Client, database: string) =>
    (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 1;
  if (await withAdmin(url, (client) => exists(client, name))) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (client) => client.query(`CREATE DATABASE ${building}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(url, building), max: 4 });
  try {
    await fillDemoTemplate(postgresHandle(pool).db);
  } finally {
    await pool.end();
  }
  await withAdmin(url, async (client) => {
    if (await exists(client, name)) return client.query(`DROP DATABASE ${building}`);
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    const stale = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database
        WHERE (datname LIKE 'wb\\_tpl\\_%' OR datname LIKE 'wb\\_test\\_%') AND datname <> $1`,
      [name],
    );
    for (const { datname } of stale.rows) {
      // Older templates, and test databases a run left behind; one in use is left for a later run.
      await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
  });
  return name;
}

/** A new database: a copy of the migrated and seeded demo, or empty ('blank'). */
export async function createTestPostgresDatabase(url: string, template: Template): Promise<TestPostgresDatabase> {
  const name = `wb_test_${randomBytes(6).toString('hex')}`;
  let from = '';
  if (template === 'demo') {
    if (!made.has(url)) made.set(url, makeTemplate(url));
    from = ` TEMPLATE ${await made.get(url)}`;
  }
  await withAdmin(url, (client) => client.query(`CREATE DATABASE ${name}${from}`));
  return {
    url: databaseUrl(url, name),
    // Not forced: a pool still open (an app that never closed) would see its connections killed
    // as an unhandled error. A database still in use is left, and dropped by a later run.
    drop: () =>
      withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`))
        .then(() => undefined)
        .catch(() => undefined),
  };
}
