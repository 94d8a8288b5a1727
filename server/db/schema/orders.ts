import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/* Orders, made by confirming a basket (migration 0005_baskets.sql). */

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  basketId: uuid('basket_id').notNull().unique(),
  reference: text('reference').notNull().unique(),
  status: text('status').$type<'awaiting-payment' | 'placed'>().notNull(),
  currency: text('currency').$type<'GBP' | 'EUR'>().notNull(),
  lines: jsonb('lines').notNull(),
  shipping: jsonb('shipping'),
  promotions: jsonb('promotions').notNull(),
  totals: jsonb('totals').notNull(),
  notices: jsonb('notices').$type<string[]>().notNull().default([]),
  createdAt: timestamptz('created_at').notNull(),
  placedAt: timestamptz('placed_at'),
});
