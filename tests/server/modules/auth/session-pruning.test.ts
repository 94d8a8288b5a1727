import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../server/db/database';
import { sessions, users } from '../../../../server/db/schema';
import { ENDED_SESSION_RETENTION_DAYS, pruneEndedSessions } from '../../../../server/modules/auth/session-pruning';
import { createTestClock } from '../../helpers/clock';
import { bearer, guestLogin, login, retail, tokenClaims, type Pair } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const DAY = 24 * 60 * 60;
const SESSION_TTL = 30 * DAY;

describe.each(testDatabases)('pruning ended sessions on $name', (database) => {
  const clock = createTestClock();
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, {
      database: handle,
      clock,
      config: { refreshTokenTtlSeconds: SESSION_TTL, pruneIntervalMinutes: 0 },
    }));
  });
  afterAll(() => app.close());

  const sessionOf = (pair: Pair) => String(tokenClaims(pair.token).sid);
  const userOf = (pair: Pair) => String(tokenClaims(pair.token).id);
  const sessionExists = async (id: string) =>
    (await handle.db.select().from(sessions).where(eq(sessions.id, id))).length === 1;
  const userExists = async (id: string) => (await handle.db.select().from(users).where(eq(users.id, id))).length === 1;
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: refreshToken } });

  it('keeps a live session and its spent tokens, so reuse is still detected', async () => {
    const first = await login(app, retail.email, retail.password);
    const second = (await refresh(first.refresh_token)).json<Pair>();
    await pruneEndedSessions(handle.db, clock());
    expect(await sessionExists(sessionOf(first))).toBe(true);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('deletes a logged-out session only once the retention has passed', async () => {
    const pair = await login(app, retail.email, retail.password);
    await app.inject({ method: 'POST', url: '/api/auth', headers: bearer(pair.token), payload: {} });
    clock.advance((ENDED_SESSION_RETENTION_DAYS - 1) * DAY);
    await pruneEndedSessions(handle.db, clock());
    expect(await sessionExists(sessionOf(pair))).toBe(true);
    clock.advance(2 * DAY);
    await pruneEndedSessions(handle.db, clock());
    expect(await sessionExists(sessionOf(pair))).toBe(false);
  });

  it('deletes expired sessions and the guests they leave unreachable, never a registered user', async () => {
    const guest = await guestLogin(app);
    const user = await login(app, retail.email, retail.password);
    clock.advance(SESSION_TTL + (ENDED_SESSION_RETENTION_DAYS + 1) * DAY);
    // A guest with a live session stays.
    const activeGuest = await guestLogin(app);

    const result = await pruneEndedSessions(handle.db, clock());

    expect(result.sessions).toBeGreaterThanOrEqual(2);
    expect(result.guests).toBeGreaterThanOrEqual(1);
    expect(await sessionExists(sessionOf(guest))).toBe(false);
    expect(await userExists(userOf(guest))).toBe(false);
    expect(await sessionExists(sessionOf(user))).toBe(false);
    expect(await userExists(userOf(user))).toBe(true);
    expect(await userExists(userOf(activeGuest))).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(activeGuest.token) })).statusCode).toBe(
      200,
    );
  });
});
