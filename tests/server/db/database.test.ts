import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../server/db/database';
import { withTransaction } from '../../../server/db/unit-of-work';
import { testDatabases } from '../helpers/test-app';

// queryRows reads through drizzle on both drivers, on the database and in a transaction: the same
// rows (dates and intervals as text, as drizzle leaves them) and the same errors.
const typed = sql`SELECT '2026-11-24 09:30:00+00'::timestamptz AS at, '2026-11-24'::date AS day,
  interval '1 day' AS span, 42::int AS n, ${'P 85 020'}::text AS mpn, '{"code":"position"}'::jsonb AS attribute,
  ARRAY[1.5, 2]::numeric[] AS amounts, true AS listed`;

describe.each(testDatabases)('raw SQL rows on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
  });
  afterAll(() => handle.close());

  it('reads the same rows outside a transaction as inside one, dates and intervals as text', async () => {
    const outside = await queryRows<Record<string, unknown>>(handle.db, typed);
    const inside = await withTransaction(handle.db, (tx) => queryRows<Record<string, unknown>>(tx, typed));
    expect(outside).toEqual(inside);
    const [row] = outside;
    expect(row).toMatchObject({ n: 42, mpn: 'P 85 020', attribute: { code: 'position' }, listed: true });
    expect(typeof row?.at).toBe('string');
    expect(row?.day).toBe('2026-11-24');
    expect(typeof row?.span).toBe('string');
  });

  it('fails with drizzle’s error, the driver’s (with its SQLSTATE) as the cause, in or out of one', async () => {
    const failing = sql`SELECT 1 / ${0}::int AS never`;
    for (const run of [
      () => queryRows(handle.db, failing),
      () => withTransaction(handle.db, (tx) => queryRows(tx, failing)),
    ]) {
      const error = await run().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DrizzleQueryError);
      expect((error as DrizzleQueryError).cause).toMatchObject({ code: '22012' });
    }
  });
});
