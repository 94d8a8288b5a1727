import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/* Rate-limit counters shared by every API instance (migration 0009_rate_limits.sql). */

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The limit: a route (method and path) or what else is counted, such as failed logins per account. */
    scope: text('scope').notNull(),
    /** Whom it counts: an address, or a hash of an account's email. */
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
