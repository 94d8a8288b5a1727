import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { users } from '../../../../server/db/schema';
import { withTransaction } from '../../../../server/db/unit-of-work';
import { createSessionsRepository } from '../../../../server/modules/auth/sessions.repository';
import { testDatabases } from '../../helpers/test-app';

// The session check every authenticated request makes is a prepared statement on the database and
// an ordinary read inside a transaction: both must answer the same state, and see a revocation.
describe.each(testDatabases)('the session check on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  it('answers the same state in and out of a transaction, the expiry in whole milliseconds', async () => {
    const sessions = createSessionsRepository(handle.db);
    const userId = randomUUID();
    await handle.db.insert(users).values({ id: userId, isGuest: true });
    const id = randomUUID();
    const expiresAt = new Date('2031-05-06T07:08:09.123Z');
    await sessions.create({ id, userId: userId, createdAt: new Date('2031-05-01T00:00:00Z'), expiresAt });

    const live = { id, userId: userId, revoked: false, expiresAtMs: expiresAt.getTime(), activeTecdocId: null };
    expect(await sessions.authState(id)).toEqual(live);
    expect(await withTransaction(handle.db, () => sessions.authState(id))).toEqual(live);

    await sessions.revoke(id, new Date('2031-05-02T00:00:00Z'));
    expect(await sessions.authState(id)).toEqual({ ...live, revoked: true });
    expect(await withTransaction(handle.db, () => sessions.authState(id))).toEqual({ ...live, revoked: true });
    expect(await sessions.authState(randomUUID())).toBeUndefined();
  });
});
