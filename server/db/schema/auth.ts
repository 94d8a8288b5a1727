import { integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/*
 * Sessions, their refresh tokens and server-wide settings such as the JWT secret (migration
 * 0001_initial.sql).
 */

/** One login: the family of its refresh tokens. Ends at expires_at whatever happens. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  /** The vehicle the session shops for (vehicle search sets it). */
  activeTecdocId: integer('active_tecdoc_id'),
  /** The active vehicle with its candidates and refinement (server/modules/vehicles/vehicles.repository.ts). */
  activeVehicle: jsonb('active_vehicle'),
  /** The guest this login started from, whose basket the user may convert (migration 0005_baskets.sql). */
  previousGuestUserId: uuid('previous_guest_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

/** Refresh tokens, stored only as SHA-256 hashes; single use. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Server-wide values such as the generated JWT secret. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type SessionRow = typeof sessions.$inferSelect;
