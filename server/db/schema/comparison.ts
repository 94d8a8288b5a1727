import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { sessions } from './auth';
import { products } from './catalogue';

/* Each session's product comparison (migration 0003_comparison_favourites.sql). */

export const productComparisons = pgTable('product_comparisons', {
  id: uuid('id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
