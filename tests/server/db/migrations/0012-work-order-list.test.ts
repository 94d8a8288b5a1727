import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteHandle, queryRows, type Database, type DatabaseHandle } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { listWorkOrders } from '../../../../server/modules/work-orders/work-order-list';
import { testDatabases } from '../../helpers/test-app';

const indexesOf = async (db: Database) =>
  queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'work_orders' AND schemaname = current_schema()`,
  );

/**
 * Migration 0012: the work-order list's search has a trigram index wherever pg_trgm can be loaded
 * (PostgreSQL, and PGlite opened with it as the server opens it), and migrates without it where
 * it cannot (a bare PGlite), the list answering the same either way.
 */
describe.each(testDatabases)('migration 0012 on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  it('indexes the search text by trigrams, which a search anywhere in the text can use', async () => {
    const indexes = await indexesOf(handle.db);
    expect(indexes.find((index) => index.indexname === 'work_orders_search_trgm_idx')?.indexdef).toMatch(
      /USING gin \(search_text \S*gin_trgm_ops\)/,
    );
    // Scans ruled out, as a large table rules them out: the word is found through the index.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT id FROM work_orders WHERE search_text LIKE ${'%kfd%'}`,
      );
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('work_orders_search_trgm_idx');
  });

  it('keeps the search text in the status index, so a search within one status need not read the table', async () => {
    const indexes = await indexesOf(handle.db);
    expect(indexes.find((index) => index.indexname === 'work_orders_account_status_modified_idx')?.indexdef).toMatch(
      /\(account_id, status, modified_at DESC, id\) INCLUDE \(search_text\)/,
    );
  });
});

describe('migration 0012 on a PGlite without pg_trgm', () => {
  let client: PGlite;
  let db: Database;

  beforeAll(async () => {
    client = new PGlite();
    ({ db } = pgliteHandle(client));
  });
  afterAll(() => client.close());

  it('migrates without the trigram index, and the list searches all the same', async () => {
    await migrate(db);
    const names = (await indexesOf(db)).map((index) => index.indexname);
    expect(names).toContain('work_orders_account_status_modified_idx');
    expect(names).not.toContain('work_orders_search_trgm_idx');
    const filter = { statuses: ['completed'], search: 'wb19 kfd', page: 1, itemsPerPage: 10 };
    expect(await listWorkOrders(db, randomUUID(), filter)).toEqual({ rows: [], total: 0 });
  });
});
