import { and, asc, eq } from 'drizzle-orm';
import type { BabbageAccount } from '../../../contract/users/schemas';
import type { Database } from '../../db/database';
import { babbageAccounts, branches } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

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
