import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { addressDefaults, addresses, users } from '../../db/schema';
import { demoAddresses } from './addresses';

/** The demo addresses' creation times: a minute apart from this instant, in list order. */
const CREATED_FROM = Date.parse('2026-01-05T09:00:00Z');

/**
 * Loads the demo addresses once, into an empty addresses table (a new database, or one that has
 * just gained the table), for the demo users present. An address a demo user later deletes stays
 * deleted. Without demo users (a real database) it inserts nothing.
 */
export async function loadDemoAddresses(db: Database): Promise<number> {
  const [present] = await queryRows<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM addresses) AS present`);
  if (present?.present) return 0;
  const userIds = [...new Set(demoAddresses.map((address) => address.userId))];
  const known = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds))).map((row) => row.id),
  );
  const rows = demoAddresses.filter((address) => known.has(address.userId));
  if (!rows.length) return 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(addresses)
      .values(
        rows.map(({ defaultFor: _defaultFor, ...address }, index) => {
          const at = new Date(CREATED_FROM + index * 60_000);
          return { ...address, createdAt: at, updatedAt: at };
        }),
      )
      .onConflictDoNothing();
    const defaults = rows.flatMap((address) =>
      address.defaultFor.map((type) => ({ userId: address.userId, type, addressId: address.id })),
    );
    if (defaults.length) await tx.insert(addressDefaults).values(defaults).onConflictDoNothing();
  });
  return rows.length;
}
