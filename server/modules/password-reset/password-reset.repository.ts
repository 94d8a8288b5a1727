import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetTokens, users } from '../../db/schema';

export function createPasswordResetRepository(db: Database) {
  return {
    /** Stores a new token and retires the user's earlier ones: only the latest email's link works. */
    async replace(userId: string, tokenHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: createdAt })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({ tokenHash, userId, createdAt, expiresAt });
      });
    },

    /**
     * Marks the token used when it is unused, unexpired and belongs to `email`, in one statement.
     * Returns its user, or null, without saying which condition failed.
     */
    async consume(tokenHash: string, email: string, now: Date, tx: Database = db): Promise<string | null> {
      const [row] = await tx
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
