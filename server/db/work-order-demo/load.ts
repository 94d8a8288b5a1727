import type { Database } from '../database';
import { customJobs, labourRates, workOrderSettings } from '../schema';
import { demoWorkshops } from './workshops';

/**
 * The demo trade accounts' workshop set-up (uplift, labour rates, custom jobs). Rows already
 * there are left alone, so it is safe at every start; runs after the users and their accounts.
 */
export async function loadWorkshopDemo(db: Database): Promise<void> {
  for (const workshop of demoWorkshops) {
    const accountId = workshop.accountId;
    await db
      .insert(workOrderSettings)
      .values({ accountId, configured: true, defaultUplift: workshop.defaultUplift })
      .onConflictDoNothing();
    await db
      .insert(labourRates)
      .values(workshop.rates.map((rate, position) => ({ accountId, ...rate, position })))
      .onConflictDoNothing();
    await db
      .insert(customJobs)
      .values(workshop.customJobs.map((job) => ({ accountId, ...job })))
      .onConflictDoNothing();
  }
}
