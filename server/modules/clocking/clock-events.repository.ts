import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { clockEvents, clockingSettings, users, type ClockEventRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A stored event with the name of who sent it. */
export type StoredClockEvent = ClockEventRow & { recordedByName: string | null };

/** When a forgotten clock is closed, until the garage sets its own shift end. */
export const DEFAULT_SHIFT_END = '18:00';

/** Clock events are only ever added (append-only): there is no update and no delete here. */
export function createClockEventsRepository(root: Database) {
  const db = databaseOf(root);
  const withNames = () =>
    db()
      .select({ event: clockEvents, firstName: users.firstName, lastName: users.lastName })
      .from(clockEvents)
      .leftJoin(users, eq(users.id, clockEvents.recordedBy));
  const named = (rows: { event: ClockEventRow; firstName: string | null; lastName: string | null }[]) =>
    rows.map(({ event, firstName, lastName }) => ({
      ...event,
      recordedByName: [firstName, lastName].filter(Boolean).join(' ') || null,
    }));

  return {
    /** Adds the event; false when its id was taken already (by this event's replay or another). */
    async add(row: ClockEventRow): Promise<boolean> {
      const added = await db().insert(clockEvents).values(row).onConflictDoNothing().returning({ id: clockEvents.id });
      return added.length > 0;
    },
    async find(id: string): Promise<StoredClockEvent | undefined> {
      return named(await withNames().where(eq(clockEvents.id, id)))[0];
    },
    /** Whether an edit replaces the event already. */
    async replaced(id: string): Promise<boolean> {
      const rows = await db().select({ id: clockEvents.id }).from(clockEvents).where(eq(clockEvents.replaces, id));
      return rows.length > 0;
    },
    /** The account's events by device time in [since, until), of some technicians or all. */
    async between(
      accountId: string,
      since: Date,
      until: Date,
      technicianIds?: readonly string[],
    ): Promise<StoredClockEvent[]> {
      const conditions = [
        eq(clockEvents.accountId, accountId),
        gte(clockEvents.deviceTime, since),
        lt(clockEvents.deviceTime, until),
        ...(technicianIds ? [inArray(clockEvents.technicianId, [...technicianIds])] : []),
      ];
      return named(
        await withNames()
          .where(and(...conditions))
          .orderBy(asc(clockEvents.deviceTime), asc(clockEvents.id)),
      );
    },
    /** The first clock on any of these work orders, to read their jobs' whole time from. */
    async firstOn(accountId: string, workOrderIds: readonly string[]): Promise<Date | null> {
      if (workOrderIds.length === 0) return null;
      const [row] = await db()
        .select({ first: sql<string | Date | null>`min(${clockEvents.deviceTime})` })
        .from(clockEvents)
        .where(and(eq(clockEvents.accountId, accountId), inArray(clockEvents.workOrderId, [...workOrderIds])));
      return row?.first ? new Date(row.first) : null;
    },
    async shiftEnd(accountId: string): Promise<string> {
      const [row] = await db()
        .select({ shiftEnd: clockingSettings.shiftEnd })
        .from(clockingSettings)
        .where(eq(clockingSettings.accountId, accountId));
      return row?.shiftEnd ?? DEFAULT_SHIFT_END;
    },
    async saveShiftEnd(accountId: string, shiftEnd: string, at: Date): Promise<void> {
      await db()
        .insert(clockingSettings)
        .values({ accountId, shiftEnd, modifiedAt: at })
        .onConflictDoUpdate({ target: clockingSettings.accountId, set: { shiftEnd, modifiedAt: at } });
    },
  };
}

export type ClockEventsRepository = ReturnType<typeof createClockEventsRepository>;

/** What the clocks need of a work order: its status, jobs with their charged time, and completion. */
export interface WorkOrderForClocks {
  id: string;
  status: string;
  jobs: { id: string; time: string; overrideTime: string | null; calculatedTime?: string | null }[];
  completedAt: string | null;
}

interface WorkOrderDocument {
  workOrderJobs?: { id: string; time: string; overrideTime: string | null; calculatedTime?: string | null }[];
  statusHistory?: { to: string; at: string }[];
}

/** The account's work orders the clocks refer to, read from the work orders' table. */
export function createWorkOrdersForClocks(root: Database) {
  const toWorkOrder = (row: { id: string; status: string; document: WorkOrderDocument }): WorkOrderForClocks => ({
    id: row.id,
    status: row.status,
    jobs: row.document.workOrderJobs ?? [],
    completedAt:
      row.status === 'completed'
        ? ([...(row.document.statusHistory ?? [])].reverse().find((move) => move.to === 'completed')?.at ?? null)
        : null,
  });
  return {
    async find(accountId: string, id: string): Promise<WorkOrderForClocks | undefined> {
      const [row] = await queryRows<{ id: string; status: string; document: WorkOrderDocument }>(
        databaseOf(root)(),
        sql`SELECT id::text, status, document FROM work_orders WHERE id = ${id} AND account_id = ${accountId}`,
      );
      return row ? toWorkOrder(row) : undefined;
    },
    /** Completed work orders changed since `since` (a completion in a period is a change after its start). */
    async completedSince(accountId: string, since: Date): Promise<WorkOrderForClocks[]> {
      const rows = await queryRows<{ id: string; status: string; document: WorkOrderDocument }>(
        databaseOf(root)(),
        sql`SELECT id::text, status, document FROM work_orders
             WHERE account_id = ${accountId} AND status = 'completed' AND modified_at >= ${since.toISOString()}`,
      );
      return rows.map(toWorkOrder);
    },
  };
}

export type WorkOrdersForClocks = ReturnType<typeof createWorkOrdersForClocks>;
