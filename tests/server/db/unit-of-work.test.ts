import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../server/db/database';
import { currentDatabase, inTransaction, withTransaction } from '../../../server/db/unit-of-work';
import { testDatabases } from '../helpers/test-app';

describe.each(testDatabases)('the ambient transaction on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
  });
  afterAll(() => handle.close());

  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('follows each of two overlapping transactions through its awaits, and the next one after both', async () => {
    const seen: boolean[] = [];
    let firstTx: unknown;
    const first = withTransaction(handle.db, async (tx) => {
      firstTx = tx;
      await pause();
      seen.push(currentDatabase(handle.db) === tx);
    });
    const second = withTransaction(handle.db, async (tx) => {
      await first;
      // The first has ended; this one still runs in its own.
      await pause();
      seen.push(currentDatabase(handle.db) === tx && tx !== firstTx);
      return (await queryRows<{ one: number }>(currentDatabase(handle.db), sql`SELECT 1 AS one`))[0]?.one;
    });
    expect(await second).toBe(1);
    expect(seen).toEqual([true, true]);
    expect(inTransaction(handle.db)).toBe(false);
    expect(await withTransaction(handle.db, async (tx) => currentDatabase(handle.db) === tx)).toBe(true);
  });
});
