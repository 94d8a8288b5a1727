import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outsideServiceTurns } from '../db/schema';

/** Await it before each request to the outside service. */
export type Throttle = () => Promise<void>;

export interface SharedThrottleOptions {
  /** The row the allowance is counted in: one per outside account, such as 'dvsa-mot-history'. */
  service: string;
  perSecond: number;
  burst: number;
  sleep: (ms: number) => Promise<void>;
  /**
   * The moment a turn is counted from (ms), for tests. By default the database's own clock, one
   * clock for every instance: a turn is a few tens of milliseconds, and two instances whose
   * clocks differ by more than that would each think the service idle.
   */
  now?: () => number;
}

/**
 * The token bucket of token-bucket.ts, kept in PostgreSQL (migration 0022) so that every instance
 * on one database takes its turns from one allowance: two instances together never ask more than
 * `perSecond` on average or `burst` at once. A caller books the next turn, one interval after the
 * last booked (or after now, when the service has been idle), atomically, and waits until that
 * turn less the burst. Like the in-memory bucket, a caller past the burst waits rather than being
 * refused. The booking runs on the root database, never in a request's transaction.
 */
export function createSharedThrottle(db: Database, options: SharedThrottleOptions): Throttle {
  const { service, perSecond, burst, sleep, now } = options;
  const intervalMs = 1000 / perSecond;
  const t = outsideServiceTurns;
  const step = sql`${intervalMs}::double precision * interval '1 millisecond'`;
  return async () => {
    const at = now ? sql`${new Date(now()).toISOString()}::timestamptz` : sql`statement_timestamp()`;
    const [row] = await db
      .insert(t)
      .values({ service, bookedUntil: sql`${at} + ${step}` })
      .onConflictDoUpdate({ target: t.service, set: { bookedUntil: sql`GREATEST(${t.bookedUntil}, ${at}) + ${step}` } })
      .returning({ aheadMs: sql<number>`extract(epoch FROM ${t.bookedUntil} - ${at}) * 1000`.mapWith(Number) });
    if (!row) throw new Error(`No turn was booked at ${service}.`);
    // Turns booked within the burst go now; each one past it waits one interval more.
    const waitMs = Math.round(row.aheadMs - burst * intervalMs);
    if (waitMs > 0) await sleep(waitMs);
  };
}
