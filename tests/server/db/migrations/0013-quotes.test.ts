import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { testDatabases } from '../../helpers/test-app';

/**
 * Migration 0013: the quotes' lists are answered from the person's indexes (by creation for the
 * quote list, by change for the header list), the search by trigrams where pg_trgm loads, and a
 * share token names one quote only.
 */
describe.each(testDatabases)('migration 0013 on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  it('indexes a person’s quotes by creation and by change, and the search text by trigrams', async () => {
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      handle.db,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'quotes' AND schemaname = current_schema()`,
    );
    const byName = new Map(indexes.map((index) => [index.indexname, index.indexdef]));
    expect(byName.get('quotes_user_created_idx')).toMatch(/\(user_id, created_at DESC, id\) INCLUDE \(search_text\)/);
    expect(byName.get('quotes_user_modified_idx')).toMatch(/\(user_id, modified_at DESC, id\)/);
    expect(byName.get('quotes_search_trgm_idx')).toMatch(/USING gin \(search_text \S*gin_trgm_ops\)/);
    expect(byName.get('quotes_share_token_key')).toMatch(/UNIQUE/);
  });
});
