import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, sessions, type SessionRow } from '../../db/schema';
import { databaseOf, inTransaction } from '../../db/unit-of-work';

/** What a request's authentication needs of its session: whether it is live, whose, and its vehicle. */
export interface SessionAuthState {
  id: string;
  userId: string;
  revoked: boolean;
  /** Milliseconds since the epoch. */
  expiresAtMs: number;
  activeTecdocId: number | null;
}

type NewSession = Pick<SessionRow, 'id' | 'userId' | 'createdAt' | 'expiresAt'> &
  Partial<Pick<SessionRow, 'previousGuestUserId'>>;

const authStateColumns = {
  id: sessions.id,
  userId: sessions.userId,
  revoked: sql<boolean>`${sessions.revokedAt} IS NOT NULL`,
  // The expiry in whole milliseconds, as a JavaScript Date holds it (floor: PostgreSQL before 14
  // answers extract() as float8, which could round a hair past the stored instant).
  expiresAtMs: sql<number>`floor(extract(epoch FROM ${sessions.expiresAt}) * 1000)::float8`,
  activeTecdocId: sessions.activeTecdocId,
};

function authStateOf(db: Database) {
  return db.select(authStateColumns).from(sessions);
}

/**
 * Sessions and their refresh-token families (docs/session.md, "Tokens"), read and written in the
 * request's transaction when there is one (db/unit-of-work.ts).
 */
export function createSessionsRepository(root: Database) {
  const db = databaseOf(root);
  // Every authenticated request reads its session (authState, so that logout takes effect at
  // once), and every refresh reads the whole row (find): both statements are built once and
  // prepared on each connection (drizzle's .prepare), not parsed and planned on every request.
  const findById = root
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('wb_find_session');
  const findAuthState = authStateOf(root)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('wb_session_auth_state');
  return {
    async create(session: NewSession): Promise<void> {
      await db().insert(sessions).values(session);
    },

    async find(id: string): Promise<SessionRow | undefined> {
      // Inside a transaction the read must see its writes, so it goes through the transaction.
      const [row] = inTransaction(root)
        ? await db().select().from(sessions).where(eq(sessions.id, id))
        : await findById.execute({ id });
      return row;
    },

    /**
     * The narrow read every authenticated request makes: four columns, the times as numbers (the
     * full row carries the active vehicle's JSON and three dates to parse). Prepared once per
     * connection, like `find`.
     */
    async authState(id: string): Promise<SessionAuthState | undefined> {
      const [row] = inTransaction(root)
        ? await authStateOf(db()).where(eq(sessions.id, id))
        : await findAuthState.execute({ id });
      return row;
    },

    async revoke(id: string, at: Date): Promise<void> {
      await db()
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every live session of a user, except `keepSessionId` when given. */
    async revokeAllForUser(userId: string, at: Date, keepSessionId?: string): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      await db()
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(...conditions));
    },

    async addRefreshToken(tokenHash: string, sessionId: string, at: Date): Promise<void> {
      await db().insert(refreshTokens).values({ tokenHash, sessionId, createdAt: at });
    },

    /**
     * Marks an unused token used, in one statement so that two concurrent refreshes cannot both
     * win. Returns its session, or null when the token is unknown or already used.
     */
    async consumeRefreshToken(tokenHash: string, at: Date): Promise<string | null> {
      const [row] = await db()
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      return row?.sessionId ?? null;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
