import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { technicians } from '../../db/schema';
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
