import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { uuidv7 } from '../../../contract/ids/uuid-v7';

export interface FavouriteRow {
  id: string;
  product_id: string;
  created_at: Date | string;
}

/** A user's favourite products; another user's rows are never reachable. */
export function createFavouritesRepository(root: Database) {
  const db = databaseOf(root);
  return {
    list(userId: string): Promise<FavouriteRow[]> {
      return queryRows(
        db(),
        sql`SELECT id::text AS id, product_id::text AS product_id, created_at FROM product_favourites
            WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`,
      );
    },

    /** Adds, or answers the existing favourite of the same product. */
    async add(userId: string, productId: string): Promise<FavouriteRow> {
      const [row] = await queryRows<FavouriteRow>(
        db(),
        sql`WITH inserted AS (
              INSERT INTO product_favourites (id, user_id, product_id) VALUES (${uuidv7()}, ${userId}, ${productId})
              ON CONFLICT (user_id, product_id) DO NOTHING
              RETURNING id::text AS id, product_id::text AS product_id, created_at)
            SELECT * FROM inserted
            UNION ALL
            SELECT id::text, product_id::text, created_at FROM product_favourites
            WHERE user_id = ${userId} AND product_id = ${productId} AND NOT EXISTS (SELECT 1 FROM inserted)`,
      );
      if (!row) throw new Error('Favourite neither inserted nor found');
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await queryRows(
        db(),
        sql`DELETE FROM product_favourites WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
      );
      return rows.length > 0;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
