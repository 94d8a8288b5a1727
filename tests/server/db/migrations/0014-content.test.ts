import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { MIGRATIONS_DIR, migrate } from '../../../../server/db/migrate';
import { testDatabases } from '../../helpers/test-app';

/**
 * 0014 stands on its own: it refers to no table of a migration after 0001 (users), so it applies
 * on a database that has only 0001–0012, whichever way 0013 lands.
 */
describe.each(testDatabases)('migration 0014 on $name', (database) => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(join(tmpdir(), 'workbay-migrations-'));

  beforeAll(async () => {
    for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < '0013' || file.startsWith('0014')))
      cpSync(join(MIGRATIONS_DIR, name), join(dir, name));
    handle = await database.open('blank');
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies after 0012 without 0013, and keeps redirects to 301 and 302', async () => {
    const applied = await migrate(handle.db, dir);
    expect(applied.at(-1)).toBe('0014_content');
    expect(applied).not.toContain('0013_quotes');
    await handle.db.execute(sql`INSERT INTO redirects VALUES ('/old', '/new', 301), ('/soon', '/later', 302)`);
    await expect(handle.db.execute(sql`INSERT INTO redirects VALUES ('/x', '/y', 307)`)).rejects.toThrow();
    const rows = await queryRows<{ count: number }>(handle.db, sql`SELECT count(*)::int AS count FROM redirects`);
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('takes only customer and agent messages in a chat', async () => {
    await handle.db.execute(
      sql`INSERT INTO users (id, is_guest) VALUES ('01936b2e-0000-7000-8000-00000000f001', true)`,
    );
    await expect(
      handle.db.execute(sql`INSERT INTO chat_messages (id, user_id, author, body)
        VALUES (gen_random_uuid(), '01936b2e-0000-7000-8000-00000000f001', 'bot', 'Hi')`),
    ).rejects.toThrow();
  });
});
