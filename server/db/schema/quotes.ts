import { bigint, date, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/* Quotes (wishlists) and their share links (migration 0013_quotes.sql). */

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rev: integer('rev').notNull(),
    name: text('name').notNull(),
    currency: text('currency').$type<'GBP' | 'EUR'>().notNull(),
    document: jsonb('document').notNull(),
    searchText: text('search_text').notNull(),
    itemCount: integer('item_count').notNull().default(0),
    totalIncTax: bigint('total_inc_tax', { mode: 'number' }).notNull().default(0),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    shareToken: text('share_token'),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [unique('quotes_share_token_key').on(table.shareToken)],
);
export type QuoteRow = typeof quotes.$inferSelect;
