import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, sessions, type SessionRow } from '../../db/schema';

/** Sessions and their refresh-token families (docs/session.md, "Tokens"). */
export function createSessionsRepository(db: Database) {
  return {
    async create(
      session: Pick<SessionRow, 'id' | 'userId' | 'createdAt' | 'expiresAt'> & Partial<Pick<SessionRow, 'previousGuestUserId'>>,
      tx: Database = db,
    ) {
      await tx.insert(sessions).values(session);
    },

    async find(id: string, tx: Database = db): Promise<SessionRow | undefined> {
      const [row] = await tx.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },

    async revoke(id: string, at: Date, tx: Database = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every live session of a user, except `keepSessionId` when given. */
    async revokeAllForUser(userId: string, at: Date, keepSessionId?: string, tx: Database = db): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(...conditions));
    },

    async addRefreshToken(tokenHash: string, sessionId: string, at: Date, tx: Database = db): Promise<void> {
      await tx.insert(refreshTokens).values({ tokenHash, sessionId, createdAt: at });
    },

    /**
     * Marks an unused token used, in one statement so that two concurrent refreshes cannot both
     * win. Returns its session, or null when the token is unknown or already used.
     */
    async consumeRefreshToken(tokenHash: string, at: Date, tx: Database = db): Promise<string | null> {
      const [row] = await tx
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      return row?.sessionId ?? null;
    },

    async findRefreshToken(tokenHash: string, tx: Database = db) {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
