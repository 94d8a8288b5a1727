import { and, eq, lt, notExists, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { passwordResetTokens, sessions, users } from '../../db/schema';

/**
 * Ended sessions are kept this long before they are deleted, with their refresh tokens (cascade):
 * within it a stolen, used token presented again is still recognised and logged.
 */
export const ENDED_SESSION_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PruneResult {
  sessions: number;
  guests: number;
  resetTokens: number;
}

/**
 * Deletes what can never be used again: sessions that ended (expired or revoked) over a week ago,
 * expired password-reset tokens, and guest users left without any session. Every app start is a
 * guest login, so without this the users table grows by one row per visit. A guest has no
 * credentials: once its last session is gone nobody can reach it again. Live sessions keep all
 * their tokens, used ones included, so reuse detection is untouched.
 */
export async function pruneEndedSessions(db: Database, now: Date): Promise<PruneResult> {
  const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_DAYS * DAY_MS);
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  const expiredResets = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, cutoff))
    .returning({ hash: passwordResetTokens.tokenHash });
  const unreachableGuests = await db
    .delete(users)
    .where(
      and(
        eq(users.isGuest, true),
        // A guest is created together with its first session; the age check keeps that race out.
        lt(users.createdAt, cutoff),
        notExists(db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, users.id))),
      ),
    )
    .returning({ id: users.id });
  return { sessions: endedSessions.length, guests: unreachableGuests.length, resetTokens: expiredResets.length };
}

/**
 * Prunes a minute after start, then every `intervalMinutes` (0: never). The timer does not keep the
 * process alive; `stop` is called when the app closes.
 */
export function schedulePruning(db: Database, clock: Clock, intervalMinutes: number, log: FastifyBaseLogger) {
  if (intervalMinutes <= 0) return { stop: () => {} };
  const run = () => {
    pruneEndedSessions(db, clock())
      .then((result) => {
        if (result.sessions || result.guests || result.resetTokens) log.info(result, 'Pruned ended sessions');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'Pruning ended sessions failed'));
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, intervalMinutes * 60_000);
  first.unref();
  every.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
