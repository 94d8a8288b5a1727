import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';
import { orders } from './orders';

/* Payment transactions, one per order (migration 0005_baskets.sql). */

export const paymentTransactions = pgTable('payment_transactions', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').$type<'payOnAccount'>().notNull(),
  status: text('status').$type<'completed' | 'reversed'>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
