import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The Drizzle view of the tables. The SQL files in ./migrations are the source of truth for the
 * database; this file must describe the same columns (tests/server/db/schema.test.ts checks it).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface VehicleDetail {
  name: string;
  value: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    // Guest users have neither email nor password.
    email: text('email'),
    passwordHash: text('password_hash'),
    isGuest: boolean('is_guest').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    telephone: text('telephone'),
    /** ISO country code in lower case; the currency is derived from it (contract/currency.ts). */
    tradingCountry: text('trading_country').notNull().default('gb'),
    isKeyAccount: boolean('is_key_account').notNull().default(false),
    loginPopupContent: text('login_popup_content'),
    allowVehicleRefinement: boolean('allow_vehicle_refinement').notNull().default(false),
    vehicleDetails: jsonb('vehicle_details').$type<VehicleDetail[]>().notNull().default([]),
    customLogo: text('custom_logo'),
    primaryColour: text('primary_colour'),
    secondaryColour: text('secondary_colour'),
    tertiaryColour: text('tertiary_colour'),
    activeBabbageAccountId: uuid('active_babbage_account_id').references((): AnyPgColumn => babbageAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export const branches = pgTable('branches', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A trade account ("babbage account") of a key-account user, held at one branch. */
export const babbageAccounts = pgTable('babbage_accounts', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountNumber: text('account_number').notNull().unique(),
  branchId: uuid('branch_id')
    .notNull()
    .references(() => branches.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One login: the family of its refresh tokens. Ends at expires_at whatever happens. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
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

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Server-wide values such as the generated JWT secret. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type BabbageAccountRow = typeof babbageAccounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
