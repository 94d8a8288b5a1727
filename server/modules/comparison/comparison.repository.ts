import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { uuidv7 } from '../../../contract/ids/uuid-v7';

/** The comparison rows of a session, oldest first. */
export function createComparisonRepository(db: Database) {
  return {
    async list(sessionId: string): Promise<{ id: string; product_id: string }[]> {
      return queryRows(
        db,
        sql`SELECT id::text AS id, product_id::text AS product_id FROM product_comparisons
            WHERE session_id = ${sessionId} ORDER BY created_at, id`,
      );
    },

    /**
     * Adds the product unless the session already holds `limit` products, in one statement so
     * that two tabs adding at once cannot pass the limit together. Answers 'added', 'present'
     * or 'full'.
     */
    async add(sessionId: string, productId: string, limit: number): Promise<'added' | 'present' | 'full'> {
      return db.transaction(async (tx) => {
        // Serialise adds of one session: the session row is the lock.
        await queryRows(tx, sql`SELECT id FROM sessions WHERE id = ${sessionId} FOR UPDATE`);
        const rows = await queryRows<{ product_id: string }>(
          tx,
          sql`SELECT product_id::text AS product_id FROM product_comparisons WHERE session_id = ${sessionId}`,
        );
        if (rows.some((row) => row.product_id === productId)) return 'present';
        if (rows.length >= limit) return 'full';
        await queryRows(
          tx,
          sql`INSERT INTO product_comparisons (id, session_id, product_id) VALUES (${uuidv7()}, ${sessionId}, ${productId})`,
        );
        return 'added';
      });
    },

    /** Removes a row of this session; another session's row is not found. */
    async remove(sessionId: string, id: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`DELETE FROM product_comparisons WHERE id = ${id} AND session_id = ${sessionId} RETURNING id`,
      );
      return rows.length > 0;
    },
  };
}

export type ComparisonRepository = ReturnType<typeof createComparisonRepository>;
