import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { uuidv7 } from '../../../contract/ids/uuid-v7';

/**
 * The comparison rows of a session, oldest first, read and written in the request's transaction
 * when there is one (db/unit-of-work.ts).
 */
export function createComparisonRepository(root: Database) {
  const db = databaseOf(root);
  return {
    async list(sessionId: string): Promise<{ id: string; product_id: string }[]> {
      return queryRows(
        db(),
        sql`SELECT id::text AS id, product_id::text AS product_id FROM product_comparisons
            WHERE session_id = ${sessionId} ORDER BY created_at, id`,
      );
    },

    /**
     * Serialises the comparison writes of one session until the transaction ends: the session
     * row is the lock, so two tabs adding at once cannot pass the limit together.
     */
    async lockSession(sessionId: string): Promise<void> {
      await queryRows(db(), sql`SELECT id FROM sessions WHERE id = ${sessionId} FOR UPDATE`);
    },

    async productIds(sessionId: string): Promise<string[]> {
      const rows = await queryRows<{ product_id: string }>(
        db(),
        sql`SELECT product_id::text AS product_id FROM product_comparisons WHERE session_id = ${sessionId}`,
      );
      return rows.map((row) => row.product_id);
    },

    async insert(sessionId: string, productId: string): Promise<void> {
      await queryRows(
        db(),
        sql`INSERT INTO product_comparisons (id, session_id, product_id)
            VALUES (${uuidv7()}, ${sessionId}, ${productId})`,
      );
    },

    /** Removes a row of this session; another session's row is not found. */
    async remove(sessionId: string, id: string): Promise<boolean> {
      const rows = await queryRows(
        db(),
        sql`DELETE FROM product_comparisons WHERE id = ${id} AND session_id = ${sessionId} RETURNING id`,
      );
      return rows.length > 0;
    },
  };
}

export type ComparisonRepository = ReturnType<typeof createComparisonRepository>;
