import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids/uuid-v7';
import type { Database } from '../../db/database';
import { healthCheckNumbers, healthChecks, users, type HealthCheckRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** What a write stores: the row's columns beside the document. */
export type HealthCheckWrite = Omit<HealthCheckRow, 'createdAt' | 'createdBy'> &
  Partial<Pick<HealthCheckRow, 'createdAt' | 'createdBy'>>;

export interface HealthCheckListFilter {
  status?: string | undefined;
  vrmKey?: string | undefined;
  workOrderId?: string | undefined;
  page: number;
  itemsPerPage: number;
}

/** A registration as the lists and the carried-forward values match it: no spaces, upper case. */
export const vrmKeyOf = (vrm: string | null) => (vrm ? vrm.replace(/[\s-]/g, '').toUpperCase() : null);

/**
 * Health checks in the request's transaction (db/unit-of-work.ts), scoped to the trade account:
 * another account's check is simply not there. `lock` holds the row for the rest of the
 * transaction, so intents from two tablets are applied one after the other.
 */
export function createHealthChecksRepository(root: Database) {
  const db = databaseOf(root);
  return {
    async find(id: string, accountId: string, lock = false): Promise<HealthCheckRow | undefined> {
      if (!isUuid(id)) return undefined;
      const query = db()
        .select()
        .from(healthChecks)
        .where(and(eq(healthChecks.id, id), eq(healthChecks.accountId, accountId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Whether the id is taken at all (by any account): a new check may not reuse it. */
    async exists(id: string): Promise<boolean> {
      const rows = await db().select({ id: healthChecks.id }).from(healthChecks).where(eq(healthChecks.id, id));
      return rows.length > 0;
    },

    /** The vehicle's last check at the account before this one, for the values carried forward. */
    async lastOfVehicle(accountId: string, vrmKey: string, except: string): Promise<HealthCheckRow | undefined> {
      const [row] = await db()
        .select()
        .from(healthChecks)
        .where(and(eq(healthChecks.accountId, accountId), eq(healthChecks.vrmKey, vrmKey), ne(healthChecks.id, except)))
        .orderBy(desc(healthChecks.createdAt))
        .limit(1);
      return row;
    },

    /** The account's next number, in the caller's transaction: numbers are never shared. */
    async nextNumber(accountId: string): Promise<number> {
      const [row] = await db()
        .insert(healthCheckNumbers)
        .values({ accountId, lastNumber: 1 })
        .onConflictDoUpdate({
          target: healthCheckNumbers.accountId,
          set: { lastNumber: sql`${healthCheckNumbers.lastNumber} + 1` },
        })
        .returning({ number: healthCheckNumbers.lastNumber });
      if (!row) throw new Error('No health-check number was given');
      return row.number;
    },

    /** Inserts a new check; false when the id was taken meanwhile. */
    async insert(row: HealthCheckWrite & Pick<HealthCheckRow, 'createdAt'>): Promise<boolean> {
      const rows = await db().insert(healthChecks).values(row).onConflictDoNothing().returning({ id: healthChecks.id });
      return rows.length === 1;
    },

    async update(row: HealthCheckWrite): Promise<void> {
      const { id, accountId, ...columns } = row;
      await db()
        .update(healthChecks)
        .set(columns)
        .where(and(eq(healthChecks.id, id), eq(healthChecks.accountId, accountId)));
    },

    /** A user's name as a check shows who started it ('Sam Holroyd'). */
    async userName(userId: string): Promise<string | null> {
      const [row] = await db()
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      const name = [row?.first, row?.last].filter(Boolean).join(' ');
      return name || null;
    },

    /** A page of the account's checks, newest change first, with the total. */
    async list(accountId: string, filter: HealthCheckListFilter) {
      const conditions = [eq(healthChecks.accountId, accountId)];
      if (filter.status) conditions.push(eq(healthChecks.status, filter.status));
      if (filter.vrmKey) conditions.push(eq(healthChecks.vrmKey, filter.vrmKey));
      if (filter.workOrderId) conditions.push(eq(healthChecks.workOrderId, filter.workOrderId));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db()
          .select()
          .from(healthChecks)
          .where(where)
          .orderBy(desc(healthChecks.modifiedAt), desc(healthChecks.id))
          .limit(filter.itemsPerPage)
          .offset((filter.page - 1) * filter.itemsPerPage),
        db()
          .select({ total: sql<number>`count(*)::int` })
          .from(healthChecks)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type HealthChecksRepository = ReturnType<typeof createHealthChecksRepository>;
