import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { createReturnsRepository } from '../../../../server/modules/returns/returns.repository';
import { testDatabases } from '../../helpers/test-app';

/**
 * Migration 0017: the rules of returns are settings (30 days; special-order parts and opened
 * electrical units cannot come back; exchange units can, their surcharge with them), one row of
 * them only, and a return's states and quantities are held by the database too.
 */
describe.each(testDatabases)('migration 0017 on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  it('starts with the trade’s rules as settings', async () => {
    const settings = await createReturnsRepository(handle.db).settings();
    expect(settings).toMatchObject({
      windowDays: 30,
      approveAfterMinutes: 0,
      collectAfterMinutes: 120,
      creditAfterMinutes: 0,
    });
    expect(settings.kinds).toContainEqual({
      categoryPath: 'exhaust-system/catalytic-converters',
      kind: 'special-order',
      returnable: false,
    });
    expect(settings.kinds).toContainEqual({
      categoryPath: 'electrical/alternators',
      kind: 'exchange-unit',
      returnable: true,
    });
    expect(settings.kinds.filter((kind) => kind.kind === 'electrical-unit').every((kind) => !kind.returnable)).toBe(
      true,
    );
  });

  it('keeps one row of settings, and refuses states and kinds it does not know', async () => {
    const refused = async (statement: ReturnType<typeof sql>) =>
      handle.db.execute(statement).then(
        () => false,
        () => true,
      );
    expect(await refused(sql`INSERT INTO digital_return_settings (id) VALUES (false)`)).toBe(true);
    expect(await refused(sql`INSERT INTO digital_return_settings DEFAULT VALUES`)).toBe(true);
    expect(await refused(sql`INSERT INTO digital_return_part_kinds VALUES ('tyres', 'second-hand', false)`)).toBe(true);
    const [check] = await queryRows<{ definition: string }>(
      handle.db,
      sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
           WHERE conrelid = 'digital_return_lines'::regclass AND contype = 'c'`,
    );
    expect(check?.definition).toMatch(/quantity > 0/);
  });
});
