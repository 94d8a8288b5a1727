import type { Database } from '../db/database';
import { catalogueIsLoaded, loadCatalogue, type LoadOptions } from './catalogue/load';
import { loadDemoAddresses } from './addresses/load';
import { loadRegisteredVehicles, registeredVehiclesAreLoaded } from './vehicles/load';
import { loadCommerceDemo } from './commerce/load';
import { loadWorkshopDemo } from './work-orders/load';
import { loadDemoClockEvents, loadDemoTechnicians } from './clocking/load';
import { loadDemoContent } from './content/load';
import { seedDemoUsers, type PasswordHashing } from './users/load';

/**
 * The demo's rows that are written straight into the tables: users, catalogue, registered
 * vehicles, addresses, shipping and promotions, workshops and content. Each part loads only what
 * is missing, so this is safe at every start. What the modules make (orders, quotes, invoices,
 * returns) follows in run-demo.ts. Returns the emails of the demo users it created.
 */
export async function seedDemoData(
  db: Database,
  hasher: PasswordHashing,
  catalogue: LoadOptions = {},
): Promise<string[]> {
  const created = await seedDemoUsers(db, hasher);
  // The catalogue, once: an empty products table is the sign of a new database.
  if (!(await catalogueIsLoaded(db))) await loadCatalogue(db, catalogue);
  // The registered cars refer to the catalogue's variants, so they come after it, once; their dates
  // count back from today.
  if (!(await registeredVehiclesAreLoaded(db)))
    await loadRegisteredVehicles(db, { today: new Date().toISOString().slice(0, 10) });
  // The demo users' addresses, once (an empty addresses table), after the users they belong to.
  await loadDemoAddresses(db);
  // Shipping services and promotions: after the catalogue, whose categories promotions name.
  await loadCommerceDemo(db);
  // The trade accounts' workshops: after the users whose accounts they belong to.
  await loadWorkshopDemo(db);
  // Their technicians, who clock on the bay tablet with a PIN (issue 47).
  await loadDemoTechnicians(db, hasher);
  // Their last few weeks of clocks, on the work orders' jobs, for the owner's figures.
  await loadDemoClockEvents(db);
  // Menus, pages, articles and forms from the repository's Markdown (issue 27), again when a file changed.
  await loadDemoContent(db);
  return created;
}
