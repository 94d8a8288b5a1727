import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { localDayOf, timeZoneOf } from '../../../contract/clocking/local-time';
import { jobLabourMinutes, type JobTime } from '../../../contract/work-orders/pricing/labour';
import { queryRows, type Database } from '../../db/database';
import { clockEvents, technicians } from '../../db/schema';
import { demoWorkshops } from '../work-orders/workshops';
import { completedOn, demoClockEvents, type DemoJob } from './clock-events';
import type { PasswordHashing } from '../users/load';
import { demoTechnicians } from './technicians';

/**
 * Adds the demo technicians that are missing, with their PINs hashed as passwords are; present ones
 * are left alone (a changed PIN stays changed). Runs after the workshops' accounts. Returns how
 * many it added.
 */
export async function loadDemoTechnicians(db: Database, hasher: PasswordHashing): Promise<number> {
  const ids = demoTechnicians.map((technician) => technician.id);
  const present = new Set(
    (await db.select({ id: technicians.id }).from(technicians).where(inArray(technicians.id, ids))).map(
      (row) => row.id,
    ),
  );
  const missing = demoTechnicians.filter((technician) => !present.has(technician.id));
  if (missing.length === 0) return 0;
  const hashes = await Promise.all(missing.map((technician) => hasher.hash(technician.pin)));
  await db
    .insert(technicians)
    .values(
      missing.map(({ pin: _pin, ...technician }, index) => ({
        ...technician,
        pinHash: hashes[index] ?? null,
        // The demo's order: the manager first, then the technicians as listed.
        position: ids.indexOf(technician.id),
      })),
    )
    .onConflictDoNothing();
  return missing.length;
}

interface WorkOrderRow {
  id: string;
  status: string;
  document: {
    workOrderJobs?: (JobTime & { id: string })[];
    statusHistory?: { to: string; at: string }[];
  };
}

/**
 * The demo workshops' clock events (clock-events.ts), for a workshop with none yet: after its work
 * orders and technicians. Returns how many events it added.
 */
export async function loadDemoClockEvents(db: Database, today = new Date()): Promise<number> {
  let added = 0;
  for (const workshop of demoWorkshops) {
    const accountId = workshop.accountId;
    const [account] = await queryRows<{ country: string; clocks: number }>(
      db,
      sql`SELECT u.trading_country AS country,
                 (SELECT count(*)::int FROM clock_events c WHERE c.account_id = a.id) AS clocks
            FROM babbage_accounts a JOIN users u ON u.id = a.user_id WHERE a.id = ${accountId}::uuid`,
    );
    if (!account || account.clocks > 0) continue;
    const timeZone = timeZoneOf(account.country.toUpperCase() === 'IE' ? 'IE' : 'GB');
    const people = await db
      .select({ id: technicians.id })
      .from(technicians)
      .where(and(eq(technicians.accountId, accountId), eq(technicians.role, 'technician')))
      .orderBy(asc(technicians.position));
    const orders = await queryRows<WorkOrderRow>(
      db,
      sql`SELECT id::text, status, document FROM work_orders
           WHERE account_id = ${accountId}::uuid AND status IN ('in-progress', 'completed') ORDER BY number`,
    );
    const jobs: DemoJob[] = orders.flatMap((order) => {
      const completedAt = [...(order.document.statusHistory ?? [])]
        .reverse()
        .find((move) => move.to === 'completed')?.at;
      const day = order.status === 'completed' ? completedOn(completedAt, timeZone) : null;
      if (order.status === 'completed' && day === null) return [];
      return (order.document.workOrderJobs ?? []).map((job) => ({
        workOrder: order.id,
        job: job.id,
        minutes: jobLabourMinutes(job),
        completedOn: day,
      }));
    });
    const rows = demoClockEvents({
      accountId,
      technicians: people.map((person) => person.id),
      jobs,
      today: localDayOf(today.getTime(), timeZone),
      timeZone,
    });
    for (let index = 0; index < rows.length; index += 500)
      await db
        .insert(clockEvents)
        .values(rows.slice(index, index + 500))
        .onConflictDoNothing();
    added += rows.length;
  }
  return added;
}
