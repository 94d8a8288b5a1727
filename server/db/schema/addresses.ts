import { boolean, integer, primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/* Addresses of logged-in users and their defaults per type (migrations 0006_addresses, 0021_address_version). */

export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  isBilling: boolean('is_billing').notNull(),
  isDelivery: boolean('is_delivery').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company'),
  line1: text('line1').notNull(),
  line2: text('line2'),
  town: text('town').notNull(),
  county: text('county'),
  postcode: text('postcode').notNull(),
  countryCode: text('country_code').notNull(),
  telephone: text('telephone'),
  /** Moved by one by every change; a change based on another version is a 409 (addresses.service.ts). */
  version: integer('version').notNull().default(1),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** One default per type per user: the primary key. The address is the same user's (a composite key). */
export const addressDefaults = pgTable(
  'address_defaults',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    addressId: uuid('address_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

export type AddressRow = typeof addresses.$inferSelect;
