import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { branches } from './locations';
import { products } from './catalogue';
import { timestamptz } from './columns';
import { babbageAccounts, users } from './users';
import { workOrders } from './work-orders';

/*
 * Orders, made by confirming a basket (migration 0005_baskets.sql) or from a work order's parts
 * (0011_parts_orders.sql), and the stock they hold; cancelled since 0015_order_cancel.sql.
 */

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The basket it was confirmed from; null for a work order's parts. */
  basketId: uuid('basket_id').unique(),
  workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
  /** The trade account it was placed for; null for a retail customer (0015_order_cancel.sql). */
  babbageAccountId: uuid('babbage_account_id').references(() => babbageAccounts.id, { onDelete: 'set null' }),
  /** The customer's own reference (their order number, a job); a work order's number for its parts. */
  customerReference: text('customer_reference'),
  /** The vehicle it is for, as a normalised registration. */
  vrm: text('vrm'),
  reference: text('reference').notNull().unique(),
  status: text('status').$type<'awaiting-payment' | 'placed' | 'cancelled'>().notNull(),
  currency: text('currency').$type<'GBP' | 'EUR'>().notNull(),
  lines: jsonb('lines').notNull(),
  shipping: jsonb('shipping'),
  promotions: jsonb('promotions').notNull(),
  totals: jsonb('totals').notNull(),
  notices: jsonb('notices').$type<string[]>().notNull().default([]),
  createdAt: timestamptz('created_at').notNull(),
  placedAt: timestamptz('placed_at'),
  cancelledAt: timestamptz('cancelled_at'),
});

/** What an order took from a branch's stock, kept to give it back if the order is cancelled. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reservedAt: timestamptz('reserved_at').notNull(),
    releasedAt: timestamptz('released_at'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.branchId, table.productId] })],
);
