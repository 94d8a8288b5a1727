import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { databaseOf } from '../db/unit-of-work';

/** The idempotency records (migration 0005_baskets.sql), read and written in the request's transaction. */
export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  responseBody: unknown;
  createdAt: Date;
}

// Any constant: it only keeps these advisory locks apart from others (the migrator's).
const LOCK_CLASS = 7_411_205;

export function createIdempotencyStore(root: Database) {
  const db = databaseOf(root);
  return {
    /**
     * Holds the key for the rest of the transaction; false when another connection holds it (a
     * second API instance running the same key). On PGlite there is one connection: always true.
     */
    async tryLock(userId: string, key: string): Promise<boolean> {
      const [row] = await queryRows<{ locked: boolean }>(
        db(),
        sql`SELECT pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${userId}:${key}`})) AS locked`,
      );
      return row?.locked === true;
    },

    async find(userId: string, key: string): Promise<StoredAnswer | undefined> {
      const [row] = await db()
        .select({
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          responseBody: idempotencyKeys.responseBody,
          createdAt: idempotencyKeys.createdAt,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /** Stores the answer; a record past its keeping time under the same key is replaced. */
    async save(record: { userId: string; key: string; method: string; path: string } & StoredAnswer): Promise<void> {
      const values = { ...record, responseBody: record.responseBody ?? null };
      await db()
        .insert(idempotencyKeys)
        .values(values)
        .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: values });
    },

    /** Deletes the records created before `cutOff`; answers how many. */
    async pruneBefore(cutOff: Date): Promise<number> {
      const deleted = await db()
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, cutOff))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
