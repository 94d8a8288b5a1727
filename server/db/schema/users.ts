import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { branches } from './locations';

/*
 * Users and their trade ("babbage") accounts (migration 0001_initial.sql). One file: each table
 * refers to the other.
 */

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
    vinTermsAcceptedAt: timestamptz('vin_terms_accepted_at'),
    haynesProTerms: text('haynes_pro_terms').$type<'accepted' | 'declined'>(),
    haynesProTermsAt: timestamptz('haynes_pro_terms_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

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
  /** Whether its quotes hold their prices to the end of their valid-until day (issue 43). */
  holdsQuotePrices: boolean('holds_quote_prices').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type BabbageAccountRow = typeof babbageAccounts.$inferSelect;
