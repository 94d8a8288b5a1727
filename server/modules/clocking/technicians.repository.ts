import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { technicians, type TechnicianRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A workshop's technicians and managers, in the order the garage lists them. */
export function createTechniciansRepository(root: Database) {
  const db = databaseOf(root);
  return {
    async list(accountId: string): Promise<TechnicianRow[]> {
      return db()
        .select()
        .from(technicians)
        .where(and(eq(technicians.accountId, accountId), eq(technicians.active, true)))
        .orderBy(asc(technicians.position), asc(technicians.name));
    },
    /** The account's technician, active or not (old clocks name people who have left). */
    async find(accountId: string, id: string): Promise<TechnicianRow | undefined> {
      const [row] = await db()
        .select()
        .from(technicians)
        .where(and(eq(technicians.accountId, accountId), eq(technicians.id, id)));
      return row;
    },
  };
}

export type TechniciansRepository = ReturnType<typeof createTechniciansRepository>;
