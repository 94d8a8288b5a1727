import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddressType } from '../../../contract/addresses/countries';
import { queryRows, type Database } from '../../db/database';
import { addressDefaults, addresses, type AddressRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A stored address with the types it is its user's default for. */
export type AddressRecord = AddressRow & { defaults: AddressType[] };

/** The columns a write sets; ids, owner, version and timestamps are the repository's. */
export type AddressValues = Omit<AddressRow, 'id' | 'userId' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * A user's addresses and their defaults. Every query names the user, so another user's address
 * is never reachable (it reads as "not found"). It reads the request's transaction when there is
 * one (db/unit-of-work.ts): run writes in withTransaction, so the address and its defaults change
 * together.
 */
export function createAddressesRepository(root: Database) {
  const db = databaseOf(root);
  // An address and its defaults in one statement, so one snapshot: a default set or moved by a
  // write committing meanwhile is seen with the address it belongs to or not at all (the rule
  // db/versioned-read.ts keeps for resources read in several statements).
  const select = () =>
    db()
      .select({
        address: addresses,
        // One text column, not an array: both drivers read it the same way.
        defaults: sql<string | null>`(SELECT string_agg(d.type, ',' ORDER BY d.type) FROM address_defaults d
                                       WHERE d.address_id = ${addresses.id})`,
      })
      .from(addresses);

  type Row = Awaited<ReturnType<typeof select>>[number];
  const toRecord = ({ address, defaults }: Row): AddressRecord => ({
    ...address,
    defaults: (defaults ? defaults.split(',') : []) as AddressType[],
  });

  return {
    /** Oldest first; with `type`, only addresses of that type. */
    async list(userId: string, type?: AddressType): Promise<AddressRecord[]> {
      const ofType =
        type === 'billing'
          ? eq(addresses.isBilling, true)
          : type === 'delivery'
            ? eq(addresses.isDelivery, true)
            : undefined;
      const rows = await select()
        .where(and(eq(addresses.userId, userId), ofType))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
      return rows.map(toRecord);
    },

    async find(userId: string, id: string): Promise<AddressRecord | undefined> {
      const [row] = await select().where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
      return row ? toRecord(row) : undefined;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db()
        .select({ count: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return Number(row?.count ?? 0);
    },

    /**
     * Serialises one user's address writes (limit, defaults) on their user row. NO KEY UPDATE
     * leaves other tables' inserts that refer to the user (their foreign keys) unblocked.
     */
    async lockUser(userId: string): Promise<void> {
      await queryRows(db(), sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
    },

    /** False when the id is taken (by anyone): a client-made id never overwrites a row. */
    async insert(userId: string, id: string, values: AddressValues, now: Date): Promise<boolean> {
      const rows = await db()
        .insert(addresses)
        .values({ ...values, id, userId, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: addresses.id })
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Writes the values and moves the address to its next version. */
    async update(userId: string, id: string, values: AddressValues, now: Date): Promise<void> {
      await db()
        .update(addresses)
        .set({ ...values, version: sql`${addresses.version} + 1`, updatedAt: now })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db()
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Makes the address the user's default for these types; the primary key keeps one per type. */
    async setDefault(userId: string, addressId: string, types: readonly AddressType[]): Promise<void> {
      if (!types.length) return;
      await db()
        .insert(addressDefaults)
        .values(types.map((type) => ({ userId, type, addressId })))
        .onConflictDoUpdate({ target: [addressDefaults.userId, addressDefaults.type], set: { addressId } });
    },

    /**
     * Restores the rule after any write: a default is always of the address's own types, and
     * while the user has addresses of a type, one of them (the oldest, unless one was chosen)
     * is the default for it.
     */
    async repairDefaults(userId: string): Promise<void> {
      await db().execute(sql`
        DELETE FROM address_defaults d USING addresses a
        WHERE d.user_id = ${userId} AND a.id = d.address_id
          AND ((d.type = 'billing' AND NOT a.is_billing) OR (d.type = 'delivery' AND NOT a.is_delivery))`);
      await db().execute(sql`
        INSERT INTO address_defaults (user_id, type, address_id)
        SELECT DISTINCT ON (t.type) a.user_id, t.type, a.id
        FROM addresses a
        JOIN (VALUES ('billing'), ('delivery')) AS t (type)
          ON (t.type = 'billing' AND a.is_billing) OR (t.type = 'delivery' AND a.is_delivery)
        WHERE a.user_id = ${userId}
        ORDER BY t.type, a.created_at, a.id
        ON CONFLICT (user_id, type) DO NOTHING`);
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
