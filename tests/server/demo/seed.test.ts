import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { demoBranches, demoUsers } from '../../../server/demo/users/users';
import { migrate } from '../../../server/db/migrate';
import { babbageAccounts, branches, users } from '../../../server/db/schema';
import { seedDemoData } from '../../../server/demo/seed';
import { createPasswordHasher } from '../../../server/modules/passwords/password-hasher';
import { testDatabases } from '../helpers/test-app';

describe.each(testDatabases)('demo data on $name', (database) => {
  const hasher = createPasswordHasher();
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  it('creates the three demo users, and nothing more when run again', async () => {
    expect(await seedDemoData(handle.db, hasher)).toEqual([
      'trade@workbay.test',
      'trade.ie@workbay.test',
      'retail@workbay.test',
    ]);
    expect(await seedDemoData(handle.db, hasher)).toEqual([]);
    expect(await handle.db.$count(users)).toBe(3);
    expect(await handle.db.$count(branches)).toBe(demoBranches.length);
    expect(await handle.db.$count(babbageAccounts)).toBe(3);
  });

  it('stores Argon2id hashes of the documented passwords', async () => {
    for (const demo of demoUsers) {
      const [row] = await handle.db.select().from(users).where(eq(users.id, demo.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await hasher.verify(row?.passwordHash ?? '', demo.password)).toBe(true);
    }
  });

  it('gives the key accounts an active trade account', async () => {
    const rows = await handle.db.select().from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('trade@workbay.test')).toMatchObject({
      isKeyAccount: true,
      tradingCountry: 'gb',
      activeBabbageAccountId: demoUsers[0]?.accounts[0]?.id,
    });
    expect(byEmail.get('trade.ie@workbay.test')).toMatchObject({ isKeyAccount: true, tradingCountry: 'ie' });
    expect(byEmail.get('retail@workbay.test')).toMatchObject({ isKeyAccount: false, activeBabbageAccountId: null });
  });

  it('adds back only a demo user that is missing', async () => {
    await handle.db.delete(users).where(eq(users.email, 'retail@workbay.test'));
    expect(await seedDemoData(handle.db, hasher)).toEqual(['retail@workbay.test']);
    expect(await handle.db.$count(users)).toBe(3);
  });
});
