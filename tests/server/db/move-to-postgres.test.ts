import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pgliteHandle,
  postgresHandle,
  queryRows,
  type Database,
  type DatabaseHandle,
} from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { copyDatabase } from '../../../server/db/move-to-postgres';
import { openPgliteFromTemplate } from '../helpers/pglite-template';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/postgres-template';

const url = process.env.TEST_DATABASE_URL || undefined;

/** Each table's rows, in a stable order, as one hash: the same on both sides or not. */
async function fingerprint(db: Database, tables: string[]) {
  const out: Record<string, { rows: number; hash: string | null }> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ rows: number; hash: string | null }>(
      db,
      sql`SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash
          FROM ${sql.identifier(table)} t`,
    );
    out[table] = row!;
  }
  return out;
}

/** `npm run db:move-to-postgres`: the demo's embedded database, copied into an empty PostgreSQL. */
describe.skipIf(!url)('moving the embedded database to PostgreSQL', () => {
  let source: DatabaseHandle;
  let targetDatabase: TestPostgresDatabase;
  let target: DatabaseHandle;

  beforeAll(async () => {
    source = pgliteHandle(await openPgliteFromTemplate('demo'));
    await migrate(source.db);
    targetDatabase = await createTestPostgresDatabase(url!, 'blank');
    target = postgresHandle(new pg.Pool({ connectionString: targetDatabase.url, max: 2 }));
    await migrate(target.db);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await targetDatabase?.drop();
  });

  it('copies every row of every table, and the sequences carry on where they stopped', async () => {
    const copied = await copyDatabase(source.db, target.db);
    const tables = copied.map((entry) => entry.table);
    expect(copied.find((entry) => entry.table === 'products')?.rows).toBeGreaterThan(1000);
    expect(await fingerprint(target.db, tables)).toEqual(await fingerprint(source.db, tables));
    const counter = sql`SELECT last_value::text AS value FROM catalogue_version`;
    expect(await queryRows(target.db, counter)).toEqual(await queryRows(source.db, counter));
  });

  it('refuses a target that already has users', async () => {
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow('already has users');
  });
});
