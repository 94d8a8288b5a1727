import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { babbageAccounts, branches, users } from '../../db/schema';
import { demoBranchId, demoBranches, demoUsers } from './users';

/** What seeding needs of the app's password hasher (modules/passwords), which the caller hands in. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
}

/**
 * Adds the demo users that are missing, with the demo branches and their trade accounts; present
 * ones are left alone (a changed demo password stays changed). When all are there it costs one
 * query. Returns the emails of the users it created.
 */
export async function seedDemoUsers(db: Database, hasher: PasswordHashing): Promise<string[]> {
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
