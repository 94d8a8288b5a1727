import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import type { ActiveTradeAccount, TradeAccountsRepository } from '../trade-accounts/trade-accounts.service';

/**
 * Who is buying, as pricing and checkout need it: a trade (key-account) customer or not, and the
 * branch of the trade account in use, where stock is checked at confirm. Guests and retail
 * customers have no branch. The account and branch come from the trade accounts' repository,
 * which the catalogue's shopper reads too: one join, in one place.
 */
export interface Customer extends ActiveTradeAccount {
  userId: string;
}

export function createCustomerRepository(root: Database, tradeAccounts: Pick<TradeAccountsRepository, 'activeFor'>) {
  const db = databaseOf(root);
  return {
    async find(userId: string): Promise<Customer> {
      return { userId, ...(await tradeAccounts.activeFor(userId)) };
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
