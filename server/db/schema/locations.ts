import { doublePrecision, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Stores (migrations 0001_initial.sql and 0002_parts_catalogue.sql): where trade accounts are
 * held, stock is kept and the locator points.
 */

export interface OpeningHoursRow {
  day: number;
  opens: string | null;
  closes: string | null;
}

/** A store: where trade accounts are held, stock is kept and the locator points. */
export const branches = pgTable('branches', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug'),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2'),
  town: text('town').notNull().default(''),
  county: text('county'),
  postcode: text('postcode').notNull().default(''),
  country: text('country').notNull().default('GBR'),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
  phone: text('phone').notNull().default(''),
  email: text('email'),
  openingHours: jsonb('opening_hours').$type<OpeningHoursRow[]>().notNull().default([]),
  status: text('status').notNull().default('active'),
});

export type BranchRow = typeof branches.$inferSelect;
