import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids/uuid-v7';
import { queryRows, type Database } from '../../db/database';
import { deferredWork, healthCheckShares, type DeferredWorkRow, type HealthCheckShareRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

export type DeferredWrite = DeferredWorkRow;

/**
 * The customer's links and the work deferred on vehicles, in the request's transaction. Photos
 * are read from `health_check_photos`, the table photo uploads keep (migration 0024).
 */
export function createHealthCheckAnswersRepository(root: Database) {
  const db = databaseOf(root);
  return {
    /** The check's newest link that still works at `now`. */
    async liveShare(healthCheckId: string, now: Date): Promise<HealthCheckShareRow | undefined> {
      const [row] = await db()
        .select()
        .from(healthCheckShares)
        .where(
          and(
            eq(healthCheckShares.healthCheckId, healthCheckId),
            isNull(healthCheckShares.withdrawnAt),
            gte(healthCheckShares.expiresAt, now),
          ),
        )
        .orderBy(desc(healthCheckShares.createdAt))
        .limit(1);
      return row;
    },

    async insertShare(row: HealthCheckShareRow): Promise<void> {
      await db().insert(healthCheckShares).values(row);
    },

    /** Withdraws every live link of the check; answers how many it withdrew. */
    async withdraw(healthCheckId: string, now: Date): Promise<number> {
      const rows = await db()
        .update(healthCheckShares)
        .set({ withdrawnAt: now })
        .where(and(eq(healthCheckShares.healthCheckId, healthCheckId), isNull(healthCheckShares.withdrawnAt)))
        .returning({ token: healthCheckShares.token });
      return rows.length;
    },

    async byToken(token: string): Promise<HealthCheckShareRow | undefined> {
      const [row] = await db().select().from(healthCheckShares).where(eq(healthCheckShares.token, token));
      return row;
    },

    /** The first time the customer opened the link (kept for the service manager's numbers). */
    async opened(token: string, now: Date): Promise<void> {
      await db()
        .update(healthCheckShares)
        .set({ openedAt: now })
        .where(and(eq(healthCheckShares.token, token), isNull(healthCheckShares.openedAt)));
    },

    /**
     * The garage as its customer knows it: the company on the account holder's billing address
     * (accounts have no trading name of their own), else the holder's name.
     */
    async garageName(accountId: string): Promise<string> {
      const [row] = await queryRows<{ company: string | null; holder: string | null }>(
        db(),
        sql`SELECT nullif(trim(ad.company), '') AS company,
                   nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS holder
              FROM babbage_accounts a
              JOIN users u ON u.id = a.user_id
              LEFT JOIN address_defaults d ON d.user_id = u.id AND d.type = 'billing'
              LEFT JOIN addresses ad ON ad.id = d.address_id
             WHERE a.id = ${accountId}`,
      );
      return row?.company ?? row?.holder ?? 'Your garage';
    },

    /** Who acts for the account when no one who sent the link is left: the account holder. */
    async accountHolder(accountId: string): Promise<string | null> {
      const [row] = await queryRows<{ id: string }>(
        db(),
        sql`SELECT user_id::text AS id FROM babbage_accounts WHERE id = ${accountId}`,
      );
      return row?.id ?? null;
    },

    /** A photo's bytes, when it is of this check (the table of migration 0024). */
    async photo(healthCheckId: string, photoId: string): Promise<Uint8Array | undefined> {
      if (!isUuid(photoId)) return undefined;
      const [row] = await queryRows<{ data: Uint8Array }>(
        db(),
        sql`SELECT data FROM health_check_photos WHERE id = ${photoId} AND health_check_id = ${healthCheckId}`,
      );
      return row?.data;
    },

    async insertDeferred(rows: DeferredWrite[]): Promise<void> {
      if (rows.length) await db().insert(deferredWork).values(rows).onConflictDoNothing();
    },

    /** Deferred work on these items of the vehicle, from other checks, is done with (approved now). */
    async resolveDeferred(accountId: string, vrmKey: string, itemKeys: string[], exceptCheck: string): Promise<void> {
      await db()
        .delete(deferredWork)
        .where(
          and(
            eq(deferredWork.accountId, accountId),
            eq(deferredWork.vrmKey, vrmKey),
            inArray(deferredWork.itemKey, itemKeys),
            ne(deferredWork.healthCheckId, exceptCheck),
          ),
        );
    },

    /** An account's deferred work, soonest follow-up first; by vehicle, and upcoming or overdue at `today`. */
    async deferred(accountId: string, filter: { vrmKey?: string; due?: 'upcoming' | 'overdue'; today: string }) {
      const conditions = [eq(deferredWork.accountId, accountId)];
      if (filter.vrmKey) conditions.push(eq(deferredWork.vrmKey, filter.vrmKey));
      if (filter.due === 'upcoming') conditions.push(gte(deferredWork.followUp, filter.today));
      if (filter.due === 'overdue') conditions.push(lt(deferredWork.followUp, filter.today));
      return db()
        .select()
        .from(deferredWork)
        .where(and(...conditions))
        .orderBy(asc(deferredWork.followUp), asc(deferredWork.itemName))
        .limit(500);
    },
  };
}

export type HealthCheckAnswersRepository = ReturnType<typeof createHealthCheckAnswersRepository>;
