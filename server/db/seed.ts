import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './database';
import { catalogueIsLoaded, loadCatalogue, type LoadOptions } from './catalogue-demo/load';
import { loadDemoAddresses } from './address-demo/load';
import { loadRegisteredVehicles, registeredVehiclesAreLoaded } from './vehicle-demo/load';
import { loadCommerceDemo } from './commerce-demo/load';
import { loadWorkshopDemo } from './work-order-demo/load';
import { loadDemoContent } from './content-demo/load';
import { demoBranchId, demoBranches, demoUsers } from './demo-data';
import { babbageAccounts, branches, users } from './schema';

/** What seeding needs of the app's password hasher (modules/passwords), which the caller hands in. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
}

/**
 * Adds the demo users that are missing; present ones are left alone (a changed demo password
 * stays changed). Safe to run at every start: when all are there it costs one query.
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
  // Menus, pages, articles and forms from the repository's Markdown (issue 27), again when a file changed.
  await loadDemoContent(db);
  return created;
}

async function seedDemoUsers(db: Database, hasher: PasswordHashing): Promise<string[]> {
  const emails = demoUsers.map((user) => user.email.toLowerCase());
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const presentEmails = new Set(present.map((row) => row.email?.toLowerCase()));
  const missing = demoUsers.filter((user) => !presentEmails.has(user.email.toLowerCase()));
  if (missing.length === 0) return [];

  // Hash outside the transaction: it is the slow part and needs no lock.
  const hashes = await Promise.all(missing.map((user) => hasher.hash(user.password)));
  await db.transaction(async (tx) => {
    await tx.insert(branches).values(demoBranches).onConflictDoNothing();
    for (const [index, { password: _password, accounts, ...user }] of missing.entries()) {
      // The active account is set once the accounts exist (the two tables reference each other).
      await tx
        .insert(users)
        .values({ ...user, passwordHash: hashes[index] ?? null })
        .onConflictDoNothing();
      if (accounts.length === 0) continue;
      await tx
        .insert(babbageAccounts)
        .values(
          accounts.map(({ branch, ...account }) => ({ ...account, userId: user.id, branchId: demoBranchId(branch) })),
        )
        .onConflictDoNothing();
      await tx
        .update(users)
        .set({ activeBabbageAccountId: accounts[0]?.id ?? null })
        .where(eq(users.id, user.id));
    }
  });
  return missing.map((user) => user.email);
}
