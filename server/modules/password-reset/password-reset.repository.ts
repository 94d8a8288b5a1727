import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetTokens, users } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/**
 * Password reset tokens, read and written in the request's transaction when there is one
 * (db/unit-of-work.ts).
 */
export function createPasswordResetRepository(root: Database) {
  const db = databaseOf(root);
  return {
    /**
     * Stores a new token and retires the user's earlier ones: only the latest email's link works.
     * Two statements: run it in a transaction (withTransaction).
     */
    async replace(userId: string, tokenHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
      await db()
        .update(passwordResetTokens)
        .set({ usedAt: createdAt })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await db().insert(passwordResetTokens).values({ tokenHash, userId, createdAt, expiresAt });
    },

    /**
     * Marks the token used when it is unused, unexpired and belongs to `email`, in one statement.
     * Returns its user, or null, without saying which condition failed.
     */
    async consume(tokenHash: string, email: string, now: Date): Promise<string | null> {
      const [row] = await db()
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .from(users)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
            eq(users.id, passwordResetTokens.userId),
            sql`lower(${users.email}) = lower(${email.trim()})`,
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
