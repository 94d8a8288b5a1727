import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import type { AuthContext } from '../auth/auth.service';
import type { TradeAccountsRepository } from '../trade-accounts/trade-accounts.service';

/**
 * Who is shopping, as the catalogue needs it: the session's active vehicle (set by vehicle
 * search) and the branch of the trade account in use (the trade accounts' repository, which the
 * basket's customer reads too). Reads only; one small query each.
 */
export function createShopperService(root: Database, tradeAccounts: Pick<TradeAccountsRepository, 'activeFor'>) {
  const db = databaseOf(root);
  return {
    async activeTecdocId(auth: AuthContext | null): Promise<number | null> {
      if (!auth) return null;
      // Read moments ago by this request's session check: the same row, no second round trip.
      if (auth.activeTecdocId !== undefined) return auth.activeTecdocId;
      const [row] = await queryRows<{ active_tecdoc_id: number | null }>(
        db(),
        sql`SELECT active_tecdoc_id FROM sessions WHERE id = ${auth.sessionId}`,
      );
      return row?.active_tecdoc_id ?? null;
    },

    async setActiveTecdocId(auth: AuthContext, tecdocId: number | null): Promise<void> {
      await queryRows(db(), sql`UPDATE sessions SET active_tecdoc_id = ${tecdocId} WHERE id = ${auth.sessionId}`);
      if (auth.activeTecdocId !== undefined) auth.activeTecdocId = tecdocId;
    },

    /** The branch of the user's active trade account; none for guests and retail customers. */
    async branchId(auth: AuthContext | null): Promise<string | null> {
      if (!auth || auth.guest) return null;
      return (await tradeAccounts.activeFor(auth.userId)).branchId;
    },
  };
}

export type ShopperService = ReturnType<typeof createShopperService>;
