import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';
import { products } from './catalogue';

/* Each user's favourite products (migration 0003_comparison_favourites.sql). */

export const productFavourites = pgTable('product_favourites', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
