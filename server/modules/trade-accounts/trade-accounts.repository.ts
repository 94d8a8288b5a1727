import { and, asc, eq } from 'drizzle-orm';
import type { BabbageAccount } from '../../../contract/users/schemas';
import type { Database } from '../../db/database';
import { babbageAccounts, branches, users } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/**
 * The person's trade account in use and its branch, as the catalogue (stock and prices at the
 * branch) and the basket (trade pricing, stock checked at confirm) need it. Guests and retail
 * customers have no branch; a key account has the branch of its active account.
 */
export interface ActiveTradeAccount {
  /** A trade (key-account) customer. */
  isTrade: boolean;
  /** The active trade account; null for a retail customer or a guest. */
  accountId: string | null;
  branchId: string | null;
  branchName: string | null;
}

/**
 * Trade ("babbage") accounts with their branch, in the contract's shape, read in the request's
 * transaction when there is one (db/unit-of-work.ts).
 */
export function createTradeAccountsRepository(root: Database) {
  const db = databaseOf(root);
  const select = () =>
    db()
      .select({
        id: babbageAccounts.id,
        accountNumber: babbageAccounts.accountNumber,
        branchId: branches.id,
        branchName: branches.name,
      })
      .from(babbageAccounts)
      .innerJoin(branches, eq(branches.id, babbageAccounts.branchId));

  type Row = Awaited<ReturnType<typeof select>>[number];
  const toAccount = (row: Row): BabbageAccount => ({
    id: row.id,
    accountNumber: row.accountNumber,
    branch: { id: row.branchId, name: row.branchName },
  });

  return {
    /** The one place that joins a user to the branch of their active trade account. */
    async activeFor(userId: string): Promise<ActiveTradeAccount> {
      const [row] = await db()
        .select({
          isTrade: users.isKeyAccount,
          accountId: babbageAccounts.id,
          branchId: babbageAccounts.branchId,
          branchName: branches.name,
        })
        .from(users)
        .leftJoin(babbageAccounts, eq(babbageAccounts.id, users.activeBabbageAccountId))
        .leftJoin(branches, eq(branches.id, babbageAccounts.branchId))
        .where(eq(users.id, userId));
      return {
        isTrade: row?.isTrade === true,
        accountId: row?.accountId ?? null,
        branchId: row?.branchId ?? null,
        branchName: row?.branchName ?? null,
      };
    },

    async listForUser(userId: string): Promise<BabbageAccount[]> {
      const rows = await select().where(eq(babbageAccounts.userId, userId)).orderBy(asc(babbageAccounts.accountNumber));
      return rows.map(toAccount);
    },

    /** The account only when it belongs to the user: another user's account is "not found". */
    async findForUser(userId: string, accountId: string): Promise<BabbageAccount | undefined> {
      const [row] = await select().where(and(eq(babbageAccounts.userId, userId), eq(babbageAccounts.id, accountId)));
      return row ? toAccount(row) : undefined;
    },
  };
}

export type TradeAccountsRepository = ReturnType<typeof createTradeAccountsRepository>;
