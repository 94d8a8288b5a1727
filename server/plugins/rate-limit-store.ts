import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';

/**
 * Rate limits counted in PostgreSQL (migration 0009_rate_limits.sql), so that every API instance
 * on one database shares them: the store @fastify/rate-limit documents for its `store` option (a
 * class with `incr`, `read` and `child`). Its window starts at the first attempt and lasts the
 * route's `timeWindow`, as the plugin's own local and Redis stores do. Statements run on the root
 * database, never in a request's transaction: an attempt counts even when the request's work is
 * rolled back. Times come from the app's clock, so tests can move through a window; instances
 * whose clocks differ by a second move a window's end by that second, which a limit counted in
 * minutes and hours does not notice.
 */

export interface Count {
  /** Attempts in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

type Callback = (error: Error | null, result?: Count) => void;

/** What `child` is given: the route's merged options; `routeInfo` is empty for createRateLimit. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

export function createRateLimitCounters(root: Database, clock: Clock) {
  const c = rateLimitCounters;
  return {
    /** Counts one attempt, atomically: concurrent attempts on any instance each get their own count. */
    async hit(scope: string, key: string, windowMs: number): Promise<Count> {
      const now = clock();
      const at = sql`${now.toISOString()}::timestamptz`;
      const ended = sql`${c.windowEndsAt} <= ${at}`;
      const [row] = await root
        .insert(c)
        .values({ scope, key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: [c.scope, c.key],
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${c.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${c.windowEndsAt} END`,
          },
        })
        .returning({ count: c.count, windowEndsAt: c.windowEndsAt });
      if (!row) throw new Error('The rate-limit counter was not written.');
      return { current: row.count, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
    },

    /** The current count without adding to it; an ended window counts nothing. */
    async read(scope: string, key: string): Promise<Count> {
      const now = clock();
      const [row] = await root
        .select({ count: c.count, windowEndsAt: c.windowEndsAt })
        .from(c)
        .where(
          sql`${c.scope} = ${scope} AND ${c.key} = ${key} AND ${c.windowEndsAt} > ${now.toISOString()}::timestamptz`,
        );
      return row ? { current: row.count, ttl: row.windowEndsAt.getTime() - now.getTime() } : { current: 0, ttl: 0 };
    },

    /** Deletes the counters whose window ended before `now`; answers how many. */
    async prune(now: Date): Promise<number> {
      const deleted = await root.delete(c).where(lt(c.windowEndsAt, now)).returning({ key: c.key });
      return deleted.length;
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;

/** A route's limit is its own: `POST /api/auth`. A limiter made by createRateLimit has no route. */
function scopeOf(options: ChildOptions | undefined): string {
  const { method, url } = options?.routeInfo ?? {};
  if (!url) return 'limiter';
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}`;
}

/** The store class for @fastify/rate-limit's `store` option, bound to one database. */
export function postgresRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  const settle = (promise: Promise<Count>, callback: Callback) => {
    promise.then(
      (count) => callback(null, count),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      settle(counters.hit(this.scope, key, timeWindow), callback);
    }

    /** Used by createRateLimit's `{ increment: false }` (failed logins per account). */
    read(key: string, callback: Callback): void {
      settle(counters.read(this.scope, key), callback);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions, scopeOf(routeOptions as ChildOptions));
    }
  }
  return PostgresRateLimitStore;
}
