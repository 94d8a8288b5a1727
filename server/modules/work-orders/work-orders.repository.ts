import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  babbageAccounts,
  branches,
  customJobs,
  labourRates,
  users,
  workOrderNumbers,
  workOrders,
  workOrderSettings,
  type WorkOrderRow,
} from '../../db/schema';
import { databaseOf, inTransaction } from '../../db/unit-of-work';
import { createCatalogueFacts } from '../catalogue/catalogue.service';
import { partName } from '../../../contract/work-orders/part-name';
import type { WorkOrderSummary } from '../../../contract/work-orders/schemas';
import { listWorkOrders, type WorkOrderListFilter } from './work-order-list';

/** The trade account a user's work orders belong to: their active one. */
export interface WorkOrderAccount {
  id: string;
  accountNumber: string;
  branchId: string;
  /** Where its parts are ordered from ('Leeds'), as refusals name it. */
  branchName: string;
  country: 'GB' | 'IE';
}

/** The user's active trade account, with its branch and country. */
function accountQuery(db: Database, userId: string | ReturnType<typeof sql.placeholder>) {
  return db
    .select({
      id: babbageAccounts.id,
      accountNumber: babbageAccounts.accountNumber,
      branchId: babbageAccounts.branchId,
      branchName: branches.name,
      country: users.tradingCountry,
    })
    .from(users)
    .innerJoin(babbageAccounts, eq(babbageAccounts.id, users.activeBabbageAccountId))
    .innerJoin(branches, eq(branches.id, babbageAccounts.branchId))
    .where(and(eq(users.id, userId), eq(users.isKeyAccount, true)));
}

/** What a write stores: the row's columns beside the document. */
export type WorkOrderWrite = Pick<
  WorkOrderRow,
  'id' | 'accountId' | 'number' | 'rev' | 'status' | 'document' | 'searchText' | 'totalIncTax' | 'modifiedAt'
> &
  Partial<Pick<WorkOrderRow, 'createdBy' | 'createdAt'>>;

/**
 * Work orders and their account's set-up, in the request's transaction (db/unit-of-work.ts).
 * `find` with `lock` holds the row for the rest of the transaction, so intents from two tablets
 * are applied one after the other on what the other left.
 */
export function createWorkOrdersRepository(root: Database) {
  const db = databaseOf(root);
  // Every work-order request reads its account first: built once and prepared on each connection
  // (drizzle's .prepare, as the session check is), not built, parsed and planned each time.
  const preparedAccount = accountQuery(root, sql.placeholder('userId')).prepare('wb_work_order_account');
  const catalogue = createCatalogueFacts(root);
  return {
    async accountOf(userId: string): Promise<WorkOrderAccount | null> {
      // Inside a transaction the read goes through it (it may follow the request's own writes).
      const [row] = inTransaction(root) ? await accountQuery(db(), userId) : await preparedAccount.execute({ userId });
      if (!row) return null;
      return { ...row, country: row.country.toLowerCase() === 'ie' ? 'IE' : 'GB' };
    },

    async find(id: string, accountId: string, lock = false): Promise<WorkOrderRow | undefined> {
      const query = db()
        .select()
        .from(workOrders)
        .where(and(eq(workOrders.id, id), eq(workOrders.accountId, accountId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Whether the id is taken at all (by any account): a new work order may not reuse it. */
    async exists(id: string): Promise<boolean> {
      const rows = await db().select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.id, id));
      return rows.length > 0;
    },

    /** The account's next number, in the caller's transaction: numbers are never shared. */
    async nextNumber(accountId: string): Promise<number> {
      const [row] = await db()
        .insert(workOrderNumbers)
        .values({ accountId, lastNumber: 1 })
        .onConflictDoUpdate({
          target: workOrderNumbers.accountId,
          set: { lastNumber: sql`${workOrderNumbers.lastNumber} + 1` },
        })
        .returning({ number: workOrderNumbers.lastNumber });
      if (!row) throw new Error('No work-order number was given');
      return row.number;
    },

    /** Inserts a new work order; false when the id was taken meanwhile. */
    async insert(row: WorkOrderWrite & Pick<WorkOrderRow, 'createdAt'>): Promise<boolean> {
      const rows = await db().insert(workOrders).values(row).onConflictDoNothing().returning({ id: workOrders.id });
      return rows.length === 1;
    },

    async update(row: WorkOrderWrite): Promise<void> {
      const { id, accountId, ...columns } = row;
      await db()
        .update(workOrders)
        .set(columns)
        .where(and(eq(workOrders.id, id), eq(workOrders.accountId, accountId)));
    },

    /** A page of the account's work orders, newest change first, and how many match (work-order-list.ts). */
    async list(accountId: string, filter: WorkOrderListFilter): Promise<{ rows: WorkOrderSummary[]; total: number }> {
      return listWorkOrders(db(), accountId, filter);
    },

    /** Each part's category path (its VAT kind, contract/work-orders/part-kind.ts) and its name ('Brembo …'). */
    async partFacts(skus: string[]): Promise<Map<string, { path: string; name: string }>> {
      const facts = await catalogue.partFacts(skus);
      return new Map(
        [...facts].map(([sku, fact]) => [sku, { path: fact.path, name: partName(fact.brand, fact.name) }]),
      );
    },

    async settings(accountId: string): Promise<{ configured: boolean; defaultUplift: number }> {
      const [row] = await db().select().from(workOrderSettings).where(eq(workOrderSettings.accountId, accountId));
      // An account never set up has work orders all the same, without uplift.
      return row
        ? { configured: row.configured, defaultUplift: Number(row.defaultUplift) }
        : { configured: false, defaultUplift: 0 };
    },

    async labourRates(accountId: string) {
      return db()
        .select({ id: labourRates.id, name: labourRates.name, rate: labourRates.rate })
        .from(labourRates)
        .where(eq(labourRates.accountId, accountId))
        .orderBy(asc(labourRates.position), asc(labourRates.id));
    },

    async customJobs(accountId: string) {
      return db()
        .select({ id: customJobs.id, name: customJobs.name, time: customJobs.time, labourRate: customJobs.labourRate })
        .from(customJobs)
        .where(eq(customJobs.accountId, accountId))
        .orderBy(asc(customJobs.name));
    },
  };
}

export type WorkOrdersRepository = ReturnType<typeof createWorkOrdersRepository>;
