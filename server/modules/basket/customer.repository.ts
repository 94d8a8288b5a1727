import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';

/**
 * Who is buying, as pricing and checkout need it: a trade (key-account) customer or not, and the
 * branch of the trade account in use, where stock is checked at confirm. Guests and retail
 * customers have no branch.
 */
export interface Customer {
  userId: string;
  isTrade: boolean;
  branchId: string | null;
  branchName: string | null;
}

export function createCustomerRepository(root: Database) {
  const db = databaseOf(root);
  return {
    async find(userId: string): Promise<Customer> {
      const [row] = await queryRows<{ is_key_account: boolean; branch_id: string | null; branch_name: string | null }>(
        db(),
        sql`SELECT u.is_key_account, a.branch_id::text AS branch_id, b.name AS branch_name
            FROM users u
            LEFT JOIN babbage_accounts a ON a.id = u.active_babbage_account_id
            LEFT JOIN branches b ON b.id = a.branch_id
            WHERE u.id = ${userId}`,
      );
      return {
        userId,
        isTrade: row?.is_key_account === true,
        branchId: row?.branch_id ?? null,
        branchName: row?.branch_name ?? null,
      };
    },

    /** The guest a session's login started from (sessions.previous_guest_user_id), if any. */
    async previousGuestOf(sessionId: string): Promise<string | null> {
      const [row] = await queryRows<{ previous_guest_user_id: string | null }>(
        db(),
        sql`SELECT previous_guest_user_id::text AS previous_guest_user_id FROM sessions WHERE id = ${sessionId}`,
      );
      return row?.previous_guest_user_id ?? null;
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
